/**
 * The site's search over docusaurus-lunr-search's two files: reference names first, then pages
 * and headings that are about the reader's words, then lunr's full-text results. Pure: the search
 * bar runs it in the browser and tests/build/search.test.ts runs it on the built files.
 */

/** A section or page of the plugin's document file. `content` is HTML-escaped text. */
export interface SearchDoc {
  title: string;
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  content: string;
}

/** A reference name, the address of the entry that documents it, and what kind of name it is. */
export type NameEntry = [name: string, url: string, kind: string];

/** The plugin's document file, with the name dictionary plugins/search.ts adds. */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options?: {highlightResult?: boolean};
  names?: NameEntry[];
}

/** A serialised lunr index (`Index#toJSON`). */
export interface SerializedIndex {
  invertedIndex: [string, Record<string, unknown>][];
}

/** The public parts of lunr this search uses. */
export interface Lunr {
  Index: {load(index: SerializedIndex): {query(build: (query: LunrQuery) => void): {ref: string}[]}};
  Query: {wildcard: {TRAILING: number}};
  Token: new (text: string) => LunrToken;
  stemmer(token: LunrToken): LunrToken;
  stopWordFilter(token: LunrToken): LunrToken | undefined;
}

interface LunrToken {
  toString(): string;
}

interface LunrQuery {
  term(terms: string[], options: {boost?: number; wildcard?: number}): void;
}

/** One result: HTML with the reader's words marked, and where it leads. */
export interface SearchResult {
  url: string;
  pageTitle: string;
  sectionTitle?: string;
  preview?: string;
}

export const highlightClass = 'algolia-docsearch-suggestion--highlight';

const htmlEntities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const characters = Object.fromEntries(Object.entries(htmlEntities).map(([character, entity]) => [entity, character]));
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => htmlEntities[character]);
const unescapeHtml = (html: string) => html.replace(/&(?:amp|lt|gt|quot);/g, (entity) => characters[entity]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a reader may type around a name: `{{name}}`, `name()`, `Overlay.name`. */
export function nameKey(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^\{\{\s*|\s*\}\}$/g, '')
    .replace(/\(\)$/, '')
    .replace(/^(window\.)?overlay\./, '');
}

/** Finds where a word of the text starts with one of `words`. */
const wordStarts = (words: string[], flags: string) => new RegExp(`(?<![\\w])(${words.map(escapeRegExp).join('|')})`, flags);

/** Marks each of `words` where a word of `text` starts with it, and escapes the rest. */
function mark(text: string, words: string[]): string {
  if (words.length === 0) return escapeHtml(text);
  let html = '';
  let last = 0;
  for (const match of text.matchAll(wordStarts(words, 'gi'))) {
    html += `${escapeHtml(text.slice(last, match.index))}<span class="${highlightClass}">${escapeHtml(match[0])}</span>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** A stretch of `text` around the first of `words` in it, or nothing when none is in it. */
function previewOf(text: string, words: string[]): string | undefined {
  const first = words.length ? wordStarts(words, 'i').exec(text) : null;
  if (!first) return undefined;
  const start = first.index <= 50 ? 0 : text.indexOf(' ', first.index - 50) + 1;
  const endSpace = text.indexOf(' ', first.index + 110);
  const end = endSpace < 0 ? text.length : endSpace;
  // The dropdown adds an ellipsis where the stretch starts or ends mid-sentence.
  return mark(text.slice(start, end).trim(), words);
}

/** Every run of two or more neighbouring words, written together: `['call', 'alert']` → `['callalert']`. */
export function wordRuns(words: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 2; end <= words.length; end += 1) runs.push(words.slice(start, end).join(''));
  }
  return runs;
}

/** The longest query searched, in characters: far longer than any name or question. */
export const maxQueryLength = 200;

/** The address without its query and hash: the page. */
export const pagePath = (url: string) => url.replace(/[?#].*$/, '');

/**
 * Returns the search: for a query, up to `maxResults` results, best first. The pages of a section
 * the query names come first, then pages named by the query (address or title, spaces aside).
 * Reference names the query is, or starts (6 characters or more), come next for a query without
 * spaces, after lunr's results otherwise.
 * lunr's results are ordered by how many of the query's words their title, then their text, has,
 * a page with all of them in its title first, and by lunr's score among equals.
 */
export function createSiteSearch(lunr: Lunr, {searchDocs, names = []}: SearchDocFile, serializedIndex: SerializedIndex, maxResults = 8) {
  const index = lunr.Index.load(serializedIndex);
  const texts = searchDocs.map((doc) => unescapeHtml(doc.content));
  const lowerTexts = texts.map((text) => text.toLowerCase());
  const pages = searchDocs.filter((doc) => doc.type === 0);
  const pageTitles = new Map(pages.map((doc) => [doc.url, doc.title]));
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const stem = (word: string) => lunr.stemmer(new lunr.Token(word)).toString();
  const isStopWord = (word: string) => lunr.stopWordFilter(new lunr.Token(word)) === undefined;
  /** The stemmed words of the folder a page is in: `/docs/custom-overlays/types` → custom, overlay. */
  const sectionStems = (url: string) => {
    const [, , section, page] = pagePath(url).split('/');
    return page ? section.split('-').map(stem) : [];
  };

  /** How many of `words` a title has (as words, or words they start). */
  const wordsIn = (title: string, words: string[]) => {
    const titleWords = title.toLowerCase().split(/[^\w.]+/);
    return words.filter((word) => titleWords.some((titleWord) => titleWord.startsWith(word) || stem(titleWord) === stem(word))).length;
  };

  const nameResult = ([name, url, kind]: NameEntry, words: string[]): SearchResult => ({
    url,
    pageTitle: escapeHtml(pageTitles.get(pagePath(url)) ?? pagePath(url)),
    sectionTitle: mark(name, words),
    preview: escapeHtml(`${kind}.`), // a full stop, so the dropdown adds no ellipsis
  });

  const docResult = (ref: number, words: string[]): SearchResult => {
    const doc = searchDocs[ref];
    return {
      url: doc.url,
      pageTitle: mark(doc.type === 0 ? doc.title : (doc.pageTitle ?? ''), words),
      sectionTitle: doc.type === 0 ? undefined : mark(doc.title, words),
      preview: previewOf(texts[ref], words),
    };
  };

  const lunrRefs = (words: string[]) =>
    index
      .query((query) => {
        query.term(words, {boost: 10});
        query.term(words, {wildcard: lunr.Query.wildcard.TRAILING});
      })
      .map(({ref}) => Number(ref));

  return function search(typed: string): SearchResult[] {
    // A pasted page is searched by its start: the name runs below grow with the square of the words.
    const query = typed.slice(0, maxQueryLength);
    const words = query
      .toLowerCase()
      .split(/[\s\-/]+/)
      .map((word) => word.replace(/^[^\w.]+|[^\w]+$/g, ''))
      .filter(Boolean);
    if (words.length === 0) return [];
    const contentWords = words.filter((word) => !isStopWord(word));
    const key = nameKey(query);
    const exactNames = names.filter(([name]) => name.toLowerCase() === key);
    const prefixNames = key.length < 6 ? [] : names.filter(([name]) => name.length > key.length && name.toLowerCase().startsWith(key)).slice(0, 3);
    // Readers type names as words ("call an alert" for callAlert): a run of two or more of the
    // query's words, with or without its stop words, written together, counts as typing that name.
    const runs = new Set([...wordRuns(words), ...wordRuns(contentWords)]);
    // The longest name first: "get store item" is getStoreItem before getStore.
    const spelledNames = names.filter(([name]) => runs.has(compact(name))).sort(([a], [b]) => b.length - a.length);
    const nameResults = [...exactNames, ...prefixNames].map((entry) => nameResult(entry, [key]));
    // A page at the top of the docs before one in a folder: "variables" is the variables page first.
    const named = pages
      .filter((doc) => pagePath(doc.url).endsWith(`/${words.join('-')}`) || compact(doc.title) === compact(query))
      .sort((a, b) => a.url.split('/').length - b.url.split('/').length);
    // A query that names a section ("websocket", "overlays", "custom code") lists its pages first.
    // Every word counts: "get all variables" is a helper's name, not the section.
    const sectionPages = pages.filter((doc) => words.every((word) => sectionStems(doc.url).includes(stem(word))));

    // lunr's order, after how many of the words each result's title, then its text, has; a page
    // with all of them in its title goes first.
    const score = (ref: number) => {
      const doc = searchDocs[ref];
      const inTitle = wordsIn(doc.type === 0 ? doc.title : `${doc.title} ${doc.pageTitle ?? ''}`, contentWords);
      const inText = contentWords.filter((word) => lowerTexts[ref].includes(stem(word))).length;
      const titled = doc.type === 0 && inTitle > 0 && inTitle === contentWords.length;
      return (titled ? 100 : 0) + 2 * inTitle + inText + (doc.type === 0 ? 0.5 : 0);
    };
    const rankedRefs = lunrRefs(words)
      .map((ref) => ({ref, score: score(ref)}))
      .sort((a, b) => b.score - a.score)
      .map(({ref}) => ref);
    // A section's pages, the one with the most sections about the reader's words first (lunr's order
    // among equals), each shown by its best result: a heading with a preview of the words. A page lunr
    // did not find comes last, as the page itself.
    const sectionFirst = sectionPages
      .map((doc) => {
        const onPage = (ref: number) => pagePath(searchDocs[ref].url) === pagePath(doc.url);
        const position = rankedRefs.findIndex(onPage);
        const hits = rankedRefs.filter(onPage).length;
        return position < 0 ? {ref: searchDocs.indexOf(doc), hits, position: rankedRefs.length} : {ref: rankedRefs[position], hits, position};
      })
      .sort((a, b) => b.hits - a.hits || a.position - b.position);
    const ranked = rankedRefs
      .slice(0, maxResults + named.length + sectionPages.length) // enough for the list, whatever the pages above repeat
      .map((ref) => docResult(ref, words));
    const nameLike = !/\s/.test(query.trim());

    const seen = new Set<string>();
    return [
      ...sectionFirst.map(({ref}) => docResult(ref, words)),
      ...named.map((doc) => docResult(searchDocs.indexOf(doc), words)),
      ...spelledNames.map((entry) => nameResult(entry, contentWords)),
      ...(nameLike ? [...nameResults, ...ranked] : [...ranked, ...nameResults]),
    ]
      .filter(({url}) => !seen.has(url) && seen.add(url))
      .slice(0, maxResults);
  };
}
