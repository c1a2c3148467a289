/**
 * Fetches the two packed search files and restores the plugin's documents and index off the main
 * thread: restoring works out a score for every term of every section, which on a phone would
 * otherwise hold the page for about half a second.
 */
import lunr from '@generated/lunr.client';
import {restoreLunrIndex, unpackSearchDocs, type PackedLunrIndex, type PackedSearchDocs, type SearchDoc, type SerializedLunrIndex} from '@site/src/lib/searchIndex';

/** The search plugin's options, as its build wrote them into the document file. */
export interface SearchOptions {
  highlightResult?: boolean;
  maxHits?: number;
}

export interface RestoredSearch {
  searchDocs: SearchDoc[];
  searchIndex: SerializedLunrIndex;
  options: SearchOptions;
}

export interface RestoreRequest {
  docUrl: string;
  indexUrl: string;
}

/**
 * The restored search goes back as JSON text: a string crosses to the page as one copy, while
 * cloning the index's tens of thousands of small objects held the page longer (measured at 4×
 * CPU slowdown: 120 ms against 160 ms for the longest task, and search was ready sooner).
 */
export type RestoreResult = {ok: true; searchJson: string} | {ok: false; message: string};

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function restore({docUrl, indexUrl}: RestoreRequest): Promise<RestoredSearch> {
  const [docFile, indexFile] = await Promise.all([fetchJson(docUrl), fetchJson(indexUrl)]);
  const {searchDocs, options} = unpackSearchDocs(docFile as PackedSearchDocs);
  const searchIndex = restoreLunrIndex(lunr, indexFile as PackedLunrIndex, searchDocs);
  return {searchDocs, searchIndex, options: (options ?? {}) as SearchOptions};
}

// The site's types describe a window; in this worker, self posts to the page that started it.
const scope = self as unknown as {onmessage: (event: MessageEvent<RestoreRequest>) => void; postMessage(result: RestoreResult): void};
scope.onmessage = ({data}) => {
  restore(data).then(
    (search) => scope.postMessage({ok: true, searchJson: JSON.stringify(search)}),
    (error: unknown) => scope.postMessage({ok: false, message: String(error)}),
  );
};
