import {useEffect, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type OriginalSearchBar from '@theme-original/SearchBar';

type SearchBarProps = ComponentProps<typeof OriginalSearchBar>;

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

type LoadedSearchBar = ComponentType<SearchBarProps>;
let searchBarModule: Promise<LoadedSearchBar> | undefined;

// Not in the main bundle: most visits never search (it also brings mark.js for highlighting).
// Loaded first and rendered once ready, never suspended: the lunr bar starts loading its index
// while rendering, and a suspended or interrupted render would start it twice.
function loadSearchBar(): Promise<LoadedSearchBar> {
  searchBarModule ??= import('@theme-original/SearchBar').then(
    (module) => module.default,
    () => {
      searchBarModule = undefined; // let a later attempt try again
      return SearchUnavailable;
    },
  );
  return searchBarModule;
}

/** Signs that a reader is about to search: the navbar is where the search box lives. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

// The navbar remounts when a navigation changes layout. Once a reader has reached for search in
// this tab the search bar stays, ready, and highlights a chosen result's words on its page.
let searchWanted = false;

/**
 * Holds back the lunr search bar, which fetches its document and index files (about 490 KB
 * gzip) and builds the index as soon as it renders, until the reader reaches for search: the
 * pointer or a finger in the navbar, keyboard focus entering it, or Ctrl/⌘+K. Readers who never
 * search never pay for it, and building the index never holds up a page that is still loading.
 * Until then the box is the spec's disabled "Loading..." box, so nothing shifts.
 */
export default function SearchBar(props: SearchBarProps): ReactNode {
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
      void loadSearchBar().then((component) => setLunrSearchBar(() => component));
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
  }, [active]);

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

  return LunrSearchBar ? <LunrSearchBar {...props} /> : <PlaceholderBox />;
}
