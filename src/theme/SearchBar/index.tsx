import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {whenIdle} from '@site/src/lib/idleQueue';
import type {Hit, SearchAnswer, SearchRequest} from './searchWorker';

/** The disabled box shown until the search bar is ready, or instead of it when it cannot load. */
function PlaceholderBox({placeholder = 'Loading...', title}: {placeholder?: string; title?: string}): ReactNode {
  return (
    <div className="navbar__search">
      <input
        id="search_input_react"
        type="search"
        placeholder={placeholder}
        title={title}
        aria-label="Search"
        className="navbar__search-input search-bar"
        disabled
      />
    </div>
  );
}

function SearchUnavailable(): ReactNode {
  return <PlaceholderBox placeholder="Search unavailable" title="Search could not load. Check your connection and reload the page." />;
}

// docusaurus-lunr-search writes the search files only in a production build.
function SearchNeedsBuild(): ReactNode {
  return (
    <PlaceholderBox placeholder="Search needs a build" title="There are no search files in development: run npm run build, then npm run serve." />
  );
}

type LoadedSearchBar = () => ReactNode;
let searchBarModule: Promise<LoadedSearchBar> | undefined;

/** The search as the box asks it: whether to mark the chosen word on its page, and the results of a query. */
export interface Search {
  highlightResult: boolean;
  hits(query: string): Promise<Hit[]>;
}

/**
 * Starts the search worker (`searchWorker.ts`), which fetches both files, parses them and loads
 * the index off the main thread; resolves once it answers queries.
 */
function startSearchWorker(files: {docUrl: string; indexUrl: string}): Promise<Search> {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const ask = (request: SearchRequest) => worker.postMessage(request);
  const waiting: ((hits: Hit[]) => void)[] = []; // the worker answers queries in the order asked
  const hits = (query: string) =>
    new Promise<Hit[]>((answer) => {
      waiting.push(answer);
      ask({query});
    });
  ask(files);
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      worker.terminate();
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

// Not in the main bundle (it brings the dropdown, lunr and mark.js for highlighting). The code
// and the worker's search get ready together; the box renders once both are, never suspended.
// Any failure, a malformed file or a worker that cannot start included, ends in the
// "unavailable" box.
function loadSearchBar(baseUrl: string, files: {searchDoc: string; lunrIndex: string}): Promise<LoadedSearchBar> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(SearchNeedsBuild);
  searchBarModule ??= Promise.all([
    import('./LunrSearchBox'),
    startSearchWorker({docUrl: baseUrl + files.searchDoc, indexUrl: baseUrl + files.lunrIndex}),
  ])
    .then(([{default: LunrSearchBox}, search]): LoadedSearchBar => () => <LunrSearchBox search={search} />)
    .catch(() => {
      searchBarModule = undefined; // let a later attempt try again
      return SearchUnavailable;
    });
  return searchBarModule;
}

/** Signs that a reader is about to search: the navbar is where the search box lives. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/** Whether the connection allows fetching ahead, by the rule Docusaurus prefetches by. */
function mayFetchAhead(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

/**
 * The lunr search bar. Its files (document file with the name dictionary, and index) load in a
 * worker on their own once the page is idle, except on save-data and 2g connections, and at once
 * when the reader reaches for search: the pointer or a finger in the navbar, keyboard focus
 * entering it, or Ctrl/⌘+K. Until then the box is the disabled "Loading..." box of REQUIREMENTS.md §4, so nothing shifts.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: {searchDoc: string; lunrIndex: string}};
  const [LunrSearchBar, setLunrSearchBar] = useState<LoadedSearchBar | null>(null);
  const active = LunrSearchBar !== null;
  // Loaded (or loading) on an earlier page of this visit, or wanted now.
  const [wanted, setWanted] = useState(() => searchBarModule !== undefined);
  const [focusWhenReady, setFocusWhenReady] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const navbar = document.querySelector('nav.navbar');
    intentEvents.forEach((type) => navbar?.addEventListener(type, want, {passive: true}));
    const cancelIdle = mayFetchAhead() ? whenIdle(want, 10_000) : undefined;
    return () => {
      cancelIdle?.();
      intentEvents.forEach((type) => navbar?.removeEventListener(type, want));
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted || active) return;
    let mounted = true;
    void loadSearchBar(siteConfig.baseUrl, fileNames).then((component) => mounted && setLunrSearchBar(() => component));
    return () => {
      mounted = false;
    };
  }, [wanted, active, siteConfig.baseUrl, fileNames]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setFocusWhenReady(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Ctrl/⌘+K ends in the search box, once it is ready if it was not yet.
  useEffect(() => {
    const navbar = document.querySelector('nav.navbar');
    if (!active || !focusWhenReady || !navbar) return;
    const focusIfReady = () => {
      const input = navbar.querySelector<HTMLInputElement>('input#search_input_react');
      if (!input || input.disabled) return false;
      input.focus();
      setFocusWhenReady(false);
      return true;
    };
    if (focusIfReady()) return;
    const observer = new MutationObserver(focusIfReady);
    observer.observe(navbar, {subtree: true, childList: true, attributes: true, attributeFilter: ['disabled']});
    return () => observer.disconnect();
  }, [active, focusWhenReady]);

  return LunrSearchBar ? <LunrSearchBar /> : <PlaceholderBox />;
}
