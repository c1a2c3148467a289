import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';

type SearchBarProps = ComponentProps<typeof OriginalSearchBar>;

/**
 * Defers the lunr search bar, which fetches its document and index files as soon as it
 * renders, until the browser is idle or the reader reaches for search. Until then it shows
 * the same disabled "Loading..." box, so nothing shifts and the page is never delayed.
 */
export default function SearchBar(props: SearchBarProps): ReactNode {
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (active) return;
    const activate = () => setActive(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'k') activate();
    };
    window.addEventListener('keydown', onKeyDown);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(activate, {timeout: 3000})
      : window.setTimeout(activate, 1500);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [active]);

  if (active) return <OriginalSearchBar {...props} />;
  return (
    <div className="navbar__search" onPointerEnter={() => setActive(true)} onTouchStart={() => setActive(true)}>
      <input
        id="search_input_react"
        type="search"
        placeholder="Loading..."
        aria-label="Search"
        className="navbar__search-input search-bar"
        disabled
      />
    </div>
  );
}
