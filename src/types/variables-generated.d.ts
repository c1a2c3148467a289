// Platform-variables reference, written by plugins/lumia-reference.ts (see src/data/variables.ts).
declare module '@generated/lumia-reference/default/variables.json' {
  const variables: import('@site/src/data/variables').VariablesPageData;
  export default variables;
}

declare module '@generated/lumia-reference/default/variablesIndex.json' {
  const variablesIndex: import('@site/src/data/variables').VariablesIndex;
  export default variablesIndex;
}

// Aliased by plugins/lumia-reference.ts: ssr.server.tsx in the server build, ssr.client.ts in the browser.
declare module '@lumia-variables-ssr' {
  export function renderPanelHtml(platformId: string): string | null;
}

// react-dom ships no types here; ssr.server.tsx only needs this one function.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactNode): string;
}
