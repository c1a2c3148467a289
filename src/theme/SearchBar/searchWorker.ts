/**
 * The site's search, off the main thread: fetches the plugin's two files, parses them, loads the
 * lunr index and answers each query with results in the shape the plugin's dropdown renders.
 * Parsing and loading take hundreds of milliseconds on a phone; on the main thread they were a
 * long task in every page's first seconds (UPGRADING.md, Search).
 */
import lunr from '@generated/lunr.client';
import {createSiteSearch, type SearchDocFile, type SearchResult, type SerializedIndex} from '@site/src/lib/siteSearch';

/** What the page asks: first where the two files are, then queries, each answered in turn. */
export type SearchRequest = {docUrl: string; indexUrl: string} | {query: string};
export type SearchAnswer = {highlightResult: boolean} | {failed: string} | {hits: Hit[]};

/** A result as the dropdown takes it: the shape of an Algolia hit. */
const toHit = ({url, pageTitle, sectionTitle, preview}: SearchResult) => ({
  // The dropdown groups results by lvl0: one group per page.
  hierarchy: {lvl0: url.replace(/[?#].*$/, ''), lvl1: sectionTitle ?? null},
  url,
  _highlightResult: {hierarchy: {lvl0: {value: pageTitle}, lvl1: sectionTitle ? {value: sectionTitle} : null}},
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

scope.onmessage = ({data}) => {
  if ('query' in data) {
    // Every query gets an answer, so the dropdown never waits on one the search could not run.
    let hits: Hit[] = [];
    try {
      hits = search ? search(data.query).map(toHit) : [];
    } catch {
      hits = [];
    }
    scope.postMessage({hits});
    return;
  }
  Promise.all([fetchJson(data.docUrl), fetchJson(data.indexUrl)])
    .then(([docFile, index]) => {
      search = createSiteSearch(lunr, docFile as SearchDocFile, index as SerializedIndex);
      scope.postMessage({highlightResult: (docFile as SearchDocFile).options?.highlightResult ?? false});
    })
    // A failed fetch or a malformed file, whichever it is, ends in the "unavailable" box.
    .catch((error: unknown) => scope.postMessage({failed: String(error)}));
};
