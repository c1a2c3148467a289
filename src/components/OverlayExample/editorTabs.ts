/** The tab group every example shares, so choosing CSS on one shows CSS on all. */
export const overlayEditorTabGroup = 'overlay-editor-tab';

/**
 * The editor tabs of a custom overlay (see the editor table of How custom overlays work), with their
 * code language and what each holds. The first is shown first; it is also the one the search index reads, the
 * others being hidden panels, so the short HTML tab keeps the examples' code out of search results.
 */
export const editorTabs = [
  {value: 'html', label: 'HTML', language: 'html', holds: 'markup'},
  {value: 'css', label: 'CSS', language: 'css', holds: 'styles'},
  {value: 'js', label: 'JS', language: 'js', holds: 'logic and event listeners'},
  {value: 'configs', label: 'Configs', language: 'json', holds: 'the settings a user can change'},
  {value: 'data', label: 'Data', language: 'json', holds: 'the current value of each setting'},
] as const;
