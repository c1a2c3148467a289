/**
 * The site's search in a worker: parsing the two files and loading the index take hundreds of
 * milliseconds on a phone, a long task on the main thread in every page's first seconds (ARCHITECTURE.md, Tricks).
 */
import lunr from '@generated/lunr.client';
import {breakBetweenWords} from '@site/src/lib/identifiers';
import {createSiteSearch, pagePath, type SearchDocFile, type SearchResult, type SerializedIndex} from '@site/src/lib/siteSearch';

/** What the page asks: first where the two files are, then queries, each answered in turn. */
export type SearchRequest = {docUrl: string; indexUrl: string} | {query: string};
export type SearchAnswer = {highlightResult: boolean} | {failed: string} | {hits: Hit[]};

/**
 * A result as the dropdown takes it: the shape of an Algolia hit. A section's title is shown in a
 * narrow column: a long identifier in it may break only between its words.
 */
const toHit = ({url, pageTitle, sectionTitle, preview}: SearchResult) => ({
  // The dropdown groups results by lvl0: one group per page.
  hierarchy: {lvl0: pagePath(url), lvl1: sectionTitle ?? null},
  url,
  _highlightResult: {hierarchy: {lvl0: {value: pageTitle}, lvl1: sectionTitle ? {value: breakBetweenWords(sectionTitle)} : null}},
  _snippetResult: preview ? {content: {value: preview, matchLevel: 'full'}} : null,
});
export type Hit = ReturnType<typeof toHit>;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

// The site's types describe a window; in a worker, self posts to the page that started it.
const scope = self as unknown as {onmessage: (event: MessageEvent<SearchRequest>) => void; postMessage(answer: SearchAnswer): void};
let search: ReturnType<typeof createSiteSearch> | undefined;

/** The results of a query; none for one the search could not run, so the dropdown never waits on it. */
function answer(query: string): Hit[] {
  try {
    return search?.(query).map(toHit) ?? [];
  } catch {
    return [];
  }
}

scope.onmessage = ({data}) => {
  if ('query' in data) return scope.postMessage({hits: answer(data.query)});
  Promise.all([fetchJson(data.docUrl), fetchJson(data.indexUrl)])
    .then(([docFile, index]) => {
      search = createSiteSearch(lunr, docFile as SearchDocFile, index as SerializedIndex);
      scope.postMessage({highlightResult: (docFile as SearchDocFile).options?.highlightResult ?? false});
    })
    // A failed fetch or a malformed file, whichever it is, ends in the "unavailable" box.
    .catch((error: unknown) => scope.postMessage({failed: String(error)}));
};
