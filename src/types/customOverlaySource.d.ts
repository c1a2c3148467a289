// Custom overlay sources, written by plugins/custom-code-source.ts.
declare module '@generated/custom-code-source/default/overlay-examples.json' {
  const examples: Record<string, import('@site/plugins/custom-code-source').OverlayExampleSource>;
  export default examples;
}

declare module '@generated/custom-code-source/default/overlay-declarations.json' {
  const files: import('@site/plugins/custom-code-source').OverlayDeclarationSource[];
  export default files;
}

declare module '@generated/custom-code-source/default/overlay-snippets.json' {
  const snippets: Record<string, string>;
  export default snippets;
}
