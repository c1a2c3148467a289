/**
 * How long after the page's load event search starts loading on its own (src/theme/SearchBar). Its
 * files then load while the reader reads, not while the page is still settling; a reader who
 * reaches for search sooner starts it at once. The figures behind 3 s are in the message of the
 * commit that took them out of CONTRIBUTING.md (git log -S searchIdleStartPauseMs -- CONTRIBUTING.md).
 */
export const searchIdleStartPauseMs = 1200;

/** The window event that asks the navbar's search box for the focus, as Ctrl/⌘+K does. */
export const searchRequestEvent = 'lumia:search-request';

/** Moves the focus to the search box, loading search first when it has not loaded yet. */
export function requestSearch(): void {
  window.dispatchEvent(new Event(searchRequestEvent));
}
