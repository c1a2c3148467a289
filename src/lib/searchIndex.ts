/**
 * Packs the search plugin's two files into far smaller ones, and restores exactly what the plugin
 * wrote in the browser. Nothing a reader sees changes: the restored documents are the plugin's
 * documents, and the restored index serialises to the same JSON as the plugin's index (less the
 * positions the search bar never reads). The build checks both before it writes a packed file.
 *
 * Where the bytes go:
 * - The plugin's index stores, for every section, the score of every term in it (the field
 *   vectors) and every position of every term. The scores follow from how often each term occurs
 *   and how long each section is, so the packed index keeps those counts and lets lunr work the
 *   scores out again. Of the positions, the search bar reads only a term's first one in a section.
 * - The plugin's documents escape their text as HTML and repeat each page's address, title and
 *   version in every section. The packed documents hold the text unescaped and the page once.
 */

/** A section or page as the plugin's search bar reads it (its `search-doc` file's `searchDocs`). */
export interface SearchDoc {
  title: string;
  type: 0 | 1;
  sectionRef?: string;
  pageTitle?: string;
  url: string;
  content: string;
  keywords?: string;
  version: string | null;
  tagName?: string;
}

/** The plugin's document file. */
export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: unknown;
}

/** A serialised lunr index: `[term, {_index, <field>: {<docRef>: {position: [[start, length], …]}}}]`. */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
  pipeline: string[];
}

type Postings = Record<string, {position?: [number, number][]}>;

/** Returns a copy of the index that keeps only the first position of each term in each section. */
export function keepFirstPositions(index: SerializedLunrIndex): SerializedLunrIndex {
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, entry]) => {
      const compact: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(entry)) {
        if (field === '_index') {
          compact[field] = value;
          continue;
        }
        const postings: Postings = {};
        for (const [ref, metadata] of Object.entries(value as Postings)) {
          postings[ref] = metadata.position ? {...metadata, position: metadata.position.slice(0, 1)} : metadata;
        }
        compact[field] = postings;
      }
      return [term, compact];
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Documents

/** A section of a page: its anchor, heading, text and heading tag. */
type PackedSection = [anchor: string, title: string, text: string, tagName: string];

/**
 * Consecutive documents of one page. The plugin scans pages in parallel, so one page's documents
 * can arrive in more than one run; runs keep the plugin's order, which is what the index refers to.
 */
interface PackedRun {
  url: string;
  title: string;
  version: string | null;
  /** The page's own document, when this run starts with it. */
  page?: {keywords: string; text: string};
  sections: PackedSection[];
}

export interface PackedSearchDocs {
  options: unknown;
  runs: PackedRun[];
}

// The plugin escapes section text as HTML so its previews can be inserted as markup.
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeHtml = (html: string) => html.replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

function splitUrl(url: string): [page: string, anchor: string | undefined] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
}

export function packSearchDocs({searchDocs, options}: SearchDocFile): PackedSearchDocs {
  const runs: PackedRun[] = [];
  for (const doc of searchDocs) {
    const [url, anchor] = splitUrl(doc.url);
    if (doc.type === 0) {
      runs.push({url, title: doc.title, version: doc.version, page: {keywords: doc.keywords ?? '', text: unescapeHtml(doc.content)}, sections: []});
      continue;
    }
    let run = runs.at(-1);
    if (!run || run.url !== url || run.title !== doc.pageTitle || run.version !== doc.version) {
      run = {url, title: doc.pageTitle ?? '', version: doc.version, sections: []};
      runs.push(run);
    }
    run.sections.push([anchor ?? '', doc.title, unescapeHtml(doc.content), doc.tagName ?? '']);
  }
  return {options, runs};
}

export function unpackSearchDocs({runs, options}: PackedSearchDocs): SearchDocFile {
  const searchDocs: SearchDoc[] = [];
  for (const {url, title, version, page, sections} of runs) {
    if (page) {
      searchDocs.push({title, type: 0, sectionRef: '#', url, content: escapeHtml(page.text), keywords: page.keywords, version});
    }
    for (const [anchor, sectionTitle, text, tagName] of sections) {
      searchDocs.push({title: sectionTitle, type: 1, pageTitle: title, url: `${url}#${anchor}`, content: escapeHtml(text), version, tagName});
    }
  }
  return {searchDocs, options};
}

// ---------------------------------------------------------------------------------------------
// Index

/** A field of the index and the boost the plugin gave it. */
export interface IndexedField {
  name: string;
  boost: number;
}

/**
 * The index as counts: its terms in the order lunr numbered them and, per term and field, a flat
 * list of `[document distance, occurrences, first position]` triples. The document distance is
 * the gap from the previous document in that list, which keeps the numbers small.
 */
export interface PackedLunrIndex {
  fields: IndexedField[];
  terms: string[];
  postings: number[][][];
}

/** The field's text as lunr indexed it: the plugin indexes `title`, `content` and `keywords`. */
function fieldText(doc: SearchDoc, field: string): string {
  const value = (doc as unknown as Record<string, unknown>)[field];
  return value === undefined || value === null ? '' : String(value);
}

type TermEntry = Record<string, unknown> & {_index: number};

/** Packs a full plugin index (every position still in it, so each term's count is known). */
export function packLunrIndex(index: SerializedLunrIndex, fields: IndexedField[]): PackedLunrIndex {
  if (index.fields.join() !== fields.map(({name}) => name).join()) {
    throw new Error(`The search index has the fields ${index.fields.join(', ')}, not ${fields.map(({name}) => name).join(', ')}`);
  }
  const entries = [...index.invertedIndex].sort(([, a], [, b]) => (a as TermEntry)._index - (b as TermEntry)._index);
  return {
    fields,
    terms: entries.map(([term]) => term),
    postings: entries.map(([, entry]) =>
      fields.map(({name}) => {
        const flat: number[] = [];
        let previous = 0;
        for (const [ref, {position = []}] of Object.entries(entry[name] as Postings).sort(([a], [b]) => Number(a) - Number(b))) {
          flat.push(Number(ref) - previous, position.length, position[0]?.[0] ?? 0);
          previous = Number(ref);
        }
        return flat;
      }),
    ),
  };
}

const isSeparator = (code: number) => code === 45 /* - */ || code === 32 || (code <= 13 && code >= 9) || (code > 127 && /\s/.test(String.fromCharCode(code)));

/** The length of the token that starts at `start`, cut where the plugin's build cut tokens. */
function tokenLengthAt(lowerCaseText: string, start: number): number {
  // lunr's default separator, /[\s\-]+/, which the plugin indexes with (its search bar widens it
  // for queries). Char codes, not the regular expression: this runs once per term per section.
  let end = start;
  while (end < lowerCaseText.length && !isSeparator(lowerCaseText.charCodeAt(end))) end += 1;
  return end - start;
}

/** The parts of lunr that restoring an index uses. */
export interface Lunr {
  version: string;
  Builder: new () => LunrBuilder;
  stemmer: unknown;
}

interface LunrVector {
  toJSON(): number[];
}

/** A lunr builder, with the state `add` fills in and `build` reads. */
interface LunrBuilder {
  ref(name: string): void;
  field(name: string, attributes: {boost: number}): void;
  searchPipeline: {add(...functions: unknown[]): void; toJSON(): string[]};
  metadataWhitelist: string[];
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
  termIndex: number;
  _documents: Record<string, object>;
  calculateAverageFieldLengths(): void;
  createFieldVectors(): void;
  fieldVectors: Record<string, LunrVector>;
}

/**
 * Rebuilds the plugin's index from the packed counts: fills in what `Builder#add` would have
 * recorded for these documents, in the same order, and lets lunr's own builder work out the
 * scores, so they match to the last digit. It stops short of `Builder#build`, which would also
 * build the term lookup that `Index.load` builds again from this serialised form.
 */
export function restoreLunrIndex(lunr: Lunr, packed: PackedLunrIndex, docs: SearchDoc[]): SerializedLunrIndex {
  const builder = new lunr.Builder();
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('id');
  for (const {name, boost} of packed.fields) builder.field(name, {boost});
  builder.metadataWhitelist = ['position'];

  // In the order `add` creates them, since the average field lengths are summed in that order.
  const fieldRefs = docs.map((_, ref) => packed.fields.map(({name}) => `${name}/${ref}`));
  const lowerCaseTexts = docs.map((doc) => packed.fields.map(({name}) => fieldText(doc, name).toLowerCase()));
  fieldRefs.forEach((refs, ref) => {
    builder._documents[ref] = {};
    for (const fieldRef of refs) {
      builder.fieldTermFrequencies[fieldRef] = Object.create(null) as Record<string, number>;
      builder.fieldLengths[fieldRef] = 0;
    }
  });
  builder.documentCount = docs.length;

  const invertedIndex = Object.create(null) as Record<string, Record<string, unknown>>;
  packed.terms.forEach((term, termIndex) => {
    const entry: Record<string, unknown> = Object.create(null);
    entry._index = termIndex;
    packed.fields.forEach(({name}, fieldIndex) => {
      const postings: Postings = Object.create(null);
      const flat = packed.postings[termIndex]![fieldIndex]!;
      let ref = 0;
      for (let i = 0; i < flat.length; i += 3) {
        ref += flat[i]!;
        const occurrences = flat[i + 1]!;
        const start = flat[i + 2]!;
        postings[ref] = {position: [[start, tokenLengthAt(lowerCaseTexts[ref]![fieldIndex]!, start)]]};
        const fieldRef = fieldRefs[ref]![fieldIndex]!;
        builder.fieldTermFrequencies[fieldRef]![term] = occurrences;
        builder.fieldLengths[fieldRef]! += occurrences;
      }
      entry[name] = postings;
    });
    invertedIndex[term] = entry;
  });
  builder.invertedIndex = invertedIndex;
  builder.termIndex = packed.terms.length;

  builder.calculateAverageFieldLengths();
  builder.createFieldVectors();
  // The shape of `Index#toJSON`.
  return {
    version: lunr.version,
    fields: packed.fields.map(({name}) => name),
    fieldVectors: Object.entries(builder.fieldVectors).map(([fieldRef, vector]) => [fieldRef, vector.toJSON()]),
    invertedIndex: Object.keys(invertedIndex)
      .sort()
      .map((term) => [term, invertedIndex[term]!]),
    pipeline: builder.searchPipeline.toJSON(),
  };
}
