/**
 * The most a reference page's filter box takes (the browser cuts a longer paste to it). No name or
 * description a reader filters by comes near it, and each keystroke matches the text against every
 * entry: a 3 MB paste froze `/docs/variables` for about 16 s and the alert explorer for about 3 s.
 */
export const maxFilterLength = 200;
