import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RestoredSearch, RestoreRequest, RestoreResult} from './restoreSearch.worker';

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
  return <PlaceholderBox placeholder="Search needs a build" title="There are no search files in development: run npm run build, then npm run serve." />;
}

interface SearchFileNames {
  searchDoc: string;
  lunrIndex: string;
}

type LoadedSearchBar = () => ReactNode;
let searchBarModule: Promise<LoadedSearchBar> | undefined;

/** Fetches and restores the search files in a worker, so the page stays responsive meanwhile. */
function restoreSearch(request: RestoreRequest): Promise<RestoredSearch> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./restoreSearch.worker.ts', import.meta.url));
    worker.onmessage = ({data}: MessageEvent<RestoreResult>) => {
      worker.terminate();
      if (data.ok) resolve(JSON.parse(data.searchJson) as RestoredSearch);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The search worker could not start'));
    };
    worker.postMessage(request);
  });
}

// Not in the main bundle: most visits never search (it also brings lunr, the dropdown and mark.js
// for highlighting). The code and the restored files load together; the box renders once both are
// ready, never suspended. Any failure, a malformed file included, ends in the "unavailable" box.
function loadSearchBar(baseUrl: string, files: SearchFileNames): Promise<LoadedSearchBar> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(SearchNeedsBuild);
  searchBarModule ??= Promise.all([
    import('./LunrSearchBox'),
    // Absolute: the worker resolves addresses against its own script's, under /assets/js/.
    restoreSearch({docUrl: new URL(baseUrl + files.searchDoc, location.href).href, indexUrl: new URL(baseUrl + files.lunrIndex, location.href).href}),
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

// The navbar remounts when a navigation changes layout. Once a reader has reached for search in
// this tab the search bar stays, ready, and highlights a chosen result's words on its page.
let searchWanted = false;

/**
 * Holds back the lunr search bar, which fetches its document and index files (about 260 KB gzip,
 * packed at build time) and restores the index from them, until the reader reaches for search:
 * the pointer or a finger in the navbar, keyboard focus entering it, or Ctrl/⌘+K. Readers who
 * never search never pay for it, and restoring the index never holds up a page that is still loading.
 * Until then the box is the spec's disabled "Loading..." box, so nothing shifts.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: SearchFileNames};
  const [LunrSearchBar, setLunrSearchBar] = useState<LoadedSearchBar | null>(null);
  const active = LunrSearchBar !== null;
  const [focusWhenReady, setFocusWhenReady] = useState(false);

  useEffect(() => {
    if (active) return;
    let requested = false;
    const activate = () => {
      if (requested) return;
      requested = true;
      searchWanted = true;
      void loadSearchBar(siteConfig.baseUrl, fileNames).then((component) => setLunrSearchBar(() => component));
    };
    if (searchWanted) {
      activate();
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setFocusWhenReady(true);
        activate();
      }
    };
    const navbar = document.querySelector('nav.navbar');
    window.addEventListener('keydown', onKeyDown);
    intentEvents.forEach((type) => navbar?.addEventListener(type, activate, {passive: true}));
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      intentEvents.forEach((type) => navbar?.removeEventListener(type, activate));
    };
  }, [active, siteConfig.baseUrl, fileNames]);

  // Ctrl/⌘+K pressed before the index was loaded still ends in the search box.
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
