import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {whenIdleAfterLoad} from '@site/src/lib/idleQueue';
import {searchIdleStartPauseMs, searchRequestEvent} from '@site/src/lib/searchLoading';
import type {Hit, SearchAnswer, SearchRequest} from './searchWorker';

/** The search as the box asks it: whether to mark the chosen word on its page, and the results of a query. */
export type Search = Awaited<ReturnType<typeof startSearchWorker>>;

let searchWorker: Promise<Search> | undefined;
let dropdownModule: Promise<typeof import('./dropdown')> | undefined;

/**
 * Starts the search worker (`searchWorker.ts`), which fetches both files, parses them and loads
 * the index off the main thread; resolves once it answers queries.
 */
function startSearchWorker(files: {docUrl: string; indexUrl: string}) {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const ask = (request: SearchRequest) => worker.postMessage(request);
  const waiting: ((hits: Hit[]) => void)[] = []; // the worker answers queries in the order asked
  let stopped = false;
  // A worker that stopped (it ran out of memory, say) answers nothing: its queries have no results.
  const hits = (query: string) =>
    new Promise<Hit[]>((answer) => {
      if (stopped) return answer([]);
      waiting.push(answer);
      ask({query});
    });
  ask(files);
  return new Promise<{highlightResult: boolean; hits: typeof hits}>((resolve, reject) => {
    const fail = (message: string) => {
      stopped = true;
      worker.terminate();
      waiting.splice(0).forEach((answer) => answer([]));
      reject(new Error(message));
    };
    worker.onmessage = ({data}: MessageEvent<SearchAnswer>) => {
      if ('hits' in data) waiting.shift()?.(data.hits);
      else if ('failed' in data) fail(data.failed);
      else resolve({highlightResult: data.highlightResult, hits});
    };
    worker.onerror = (event) => fail(event.message || 'The search worker could not start');
  });
}

/** Signs that a reader is about to search: the navbar is where the search box lives. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The lunr search bar, in two parts: the worker starts at idle a short pause after the page has
 * loaded (not on save-data or 2g connections) and makes the box ready; the dropdown's code loads
 * when the reader reaches for search (pointer, finger or keyboard focus in the navbar, or Ctrl/⌘+K,
 * which also starts the worker). Until the worker is ready the box is the disabled "Loading..."
 * box of REQUIREMENTS.md §4.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: {searchDoc: string; lunrIndex: string}};
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState<Search | 'failed' | null>(null);
  const [dropdown, setDropdown] = useState<typeof import('./dropdown') | null>(null);
  // Ctrl/⌘+K pressed before the box was ready: it takes the focus once it is.
  const [focusWhenReady, setFocusWhenReady] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    let mounted = true;
    const failed = () => mounted && setSearch('failed');
    // Each at most once per page: a file that fails is not fetched again at every move of the pointer.
    let workerStarted = false;
    let dropdownRequested = false;
    const startWorker = () => {
      if (workerStarted) return;
      workerStarted = true;
      searchWorker ??= startSearchWorker({docUrl: siteConfig.baseUrl + fileNames.searchDoc, indexUrl: siteConfig.baseUrl + fileNames.lunrIndex});
      searchWorker.then((ready) => mounted && setSearch(ready), failed);
      searchWorker.catch(() => (searchWorker = undefined)); // a later page tries again
    };
    const reach = () => {
      startWorker();
      if (dropdownRequested) return;
      dropdownRequested = true;
      dropdownModule ??= import('./dropdown');
      dropdownModule.then((module) => mounted && setDropdown(() => module), failed);
      dropdownModule.catch(() => (dropdownModule = undefined));
    };
    const focusSearch = () => {
      reach();
      if (inputRef.current && !inputRef.current.disabled) inputRef.current.focus();
      else setFocusWhenReady(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      focusSearch();
    };
    const navbar = document.querySelector('nav.navbar');
    intentEvents.forEach((type) => navbar?.addEventListener(type, reach, {passive: true}));
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(searchRequestEvent, focusSearch);
    // What an earlier page of this visit loaded is ready at once.
    if (dropdownModule) reach();
    if (searchWorker) startWorker();
    // Not on a connection that saves data or is 2g, by the rule Docusaurus prefetches by.
    const {connection} = navigator as {connection?: {saveData?: boolean; effectiveType?: string}};
    const cancelIdle =
      connection?.saveData || connection?.effectiveType?.includes('2g') ? undefined : whenIdleAfterLoad(startWorker, searchIdleStartPauseMs, 10_000);
    return () => {
      mounted = false;
      cancelIdle?.();
      intentEvents.forEach((type) => navbar?.removeEventListener(type, reach));
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(searchRequestEvent, focusSearch);
    };
  }, [siteConfig.baseUrl, fileNames]);

  const ready = search !== null && search !== 'failed';
  useEffect(() => {
    if (ready && focusWhenReady) inputRef.current?.focus();
  }, [ready, focusWhenReady]);

  // The dropdown wraps the input once both parts are there; StrictMode runs effects twice.
  const attached = useRef(false);
  useEffect(() => {
    if (!ready || !dropdown || !inputRef.current || attached.current) return;
    attached.current = true;
    const open = (path: string, wordToHighlight: string) => history.push(path, {highlightState: {wordToHighlight}});
    dropdown.attachDropdown(inputRef.current, search, open);
  }, [ready, dropdown, search, history]);

  // Read once ready, in the browser: the server renders the Loading... box.
  const shortcut = () => (navigator.platform.startsWith('Mac') ? 'Search ⌘+K' : 'Search Ctrl+K');
  // docusaurus-lunr-search writes the search files only in a production build.
  const [placeholder, title] =
    process.env.NODE_ENV !== 'production'
      ? ['Search needs a build', 'There are no search files in development: run npm run build, then npm run serve.']
      : search === 'failed'
        ? ['Search unavailable', 'Search could not load. Check your connection and reload the page.']
        : [ready ? shortcut() : 'Loading...'];
  return (
    <div className="navbar__search">
      <input
        id="search_input_react"
        ref={inputRef}
        type="search"
        placeholder={placeholder}
        title={title}
        aria-label="Search"
        className="navbar__search-input search-bar"
        disabled={!ready}
      />
      {dropdown && <dropdown.HighlightSearchResults />}
    </div>
  );
}
