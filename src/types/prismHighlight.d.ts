// Aliased by plugins/code-highlighting.ts: src/lib/prismHighlight.ts on the server,
// src/lib/prismHighlight.browser.ts in the browser.
declare module '@initial-prism-highlight' {
  export const Highlight: typeof import('prism-react-renderer').Highlight | undefined;
}
