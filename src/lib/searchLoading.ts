/**
 * How long after the page's load event search starts loading on its own (src/theme/SearchBar). Its
 * files (about 470 KB gzip) then load while the reader reads, not while the page is still settling;
 * a reader who reaches for search sooner starts it at once.
 */
export const searchIdleStartPauseMs = 3000;
