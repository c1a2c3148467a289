import {useEffect, useState, type ReactNode, type Ref} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {whenIdle} from '@site/src/lib/idleQueue';
import type {Hit, SearchAnswer, SearchRequest} from './searchWorker';

export const searchInputId = 'search_input_react';

type SearchBoxProps = {placeholder?: string; title?: string; disabled?: boolean; inputRef?: Ref<HTMLInputElement>; children?: ReactNode};

/** The navbar's search input: disabled, with a placeholder that says why, until the search bar is ready. */
export function SearchBox({placeholder = 'Loading...', title, disabled = true, inputRef, children}: SearchBoxProps) {
  return (
    <div className="navbar__search">
      <input
        id={searchInputId}
        ref={inputRef}
        type="search"
        placeholder={placeholder}
        title={title}
        aria-label="Search"
        className="navbar__search-input search-bar"
        disabled={disabled}
      />
      {children}
    </div>
  );
}

/** The box that stands instead of the search bar when it cannot load. */
const failedBox = (placeholder: string, title: string) => () => <SearchBox placeholder={placeholder} title={title} />;
const SearchUnavailable = failedBox('Search unavailable', 'Search could not load. Check your connection and reload the page.');
const SearchNeedsBuild = failedBox('Search needs a build', 'There are no search files in development: run npm run build, then npm run serve.');

type LoadedSearchBar = (props: {focusWhenReady: boolean}) => ReactNode;
let searchBarModule: Promise<LoadedSearchBar> | undefined;

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

/** The search as the box asks it: whether to mark the chosen word on its page, and the results of a query. */
export type Search = Awaited<ReturnType<typeof startSearchWorker>>;

// Not in the main bundle (it brings the dropdown, lunr and mark.js). Code and worker get ready
// together, and the box renders once both are; any failure ends in the "unavailable" box.
function loadSearchBar(baseUrl: string, files: {searchDoc: string; lunrIndex: string}): Promise<LoadedSearchBar> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(SearchNeedsBuild);
  searchBarModule ??= Promise.all([
    import('./LunrSearchBox'),
    startSearchWorker({docUrl: baseUrl + files.searchDoc, indexUrl: baseUrl + files.lunrIndex}),
  ])
    .then(([{default: LunrSearchBox}, search]): LoadedSearchBar => (props) => <LunrSearchBox search={search} {...props} />)
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
  // Ctrl/⌘+K pressed before the box was ready: it takes the focus once it is.
  const [focusWhenReady, setFocusWhenReady] = useState(false);

  useEffect(() => {
    let requested = false;
    let mounted = true;
    // Once per page: a file that fails is not fetched again on every move of the pointer.
    const load = () => {
      if (requested) return;
      requested = true;
      void loadSearchBar(siteConfig.baseUrl, fileNames).then((component) => mounted && setLunrSearchBar(() => component));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      const input = document.getElementById(searchInputId) as HTMLInputElement | null;
      if (input && !input.disabled) return input.focus();
      setFocusWhenReady(true);
      load();
    };
    const navbar = document.querySelector('nav.navbar');
    intentEvents.forEach((type) => navbar?.addEventListener(type, load, {passive: true}));
    window.addEventListener('keydown', onKeyDown);
    // Loaded (or loading) on an earlier page of this visit: at once.
    if (searchBarModule) load();
    const cancelIdle = mayFetchAhead() ? whenIdle(load, 10_000) : undefined;
    return () => {
      mounted = false;
      cancelIdle?.();
      intentEvents.forEach((type) => navbar?.removeEventListener(type, load));
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [siteConfig.baseUrl, fileNames]);

  return LunrSearchBar ? <LunrSearchBar focusWhenReady={focusWhenReady} /> : <SearchBox />;
}
