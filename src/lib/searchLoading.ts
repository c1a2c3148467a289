/**
 * How long after the page's load event search starts loading on its own (src/theme/SearchBar). Its
 * files then load once the page has settled, and the box is ready within 2 s of the load event; a
 * reader who reaches for search sooner starts it at once. The Lighthouse figures behind the value
 * are in the message of the commit that set it (git log -S searchIdleStartPauseMs).
 */
export const searchIdleStartPauseMs = 1200;

/** The window event that asks the navbar's search box for the focus, as Ctrl/⌘+K does. */
export const searchRequestEvent = 'lumia:search-request';

/** Moves the focus to the search box, loading search first when it has not loaded yet. */
export function requestSearch(): void {
  window.dispatchEvent(new Event(searchRequestEvent));
}
