/** The tab group every example shares, so choosing CSS on one shows CSS on all. */
export const overlayEditorTabGroup = 'overlay-editor-tab';

/**
 * The editor tabs of a custom overlay in the editor's order (see the editor table of
 * How custom overlays work), with their code language. The first is shown first; it is also the one the search index reads, the
 * others being hidden panels, so the short HTML tab keeps the examples' code out of search results.
 */
export const editorTabs = [
  {value: 'html', label: 'HTML', language: 'html'},
  {value: 'css', label: 'CSS', language: 'css'},
  {value: 'js', label: 'JS', language: 'js'},
  {value: 'configs', label: 'Configs', language: 'json'},
  {value: 'data', label: 'Data', language: 'json'},
] as const;
