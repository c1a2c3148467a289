/** The tab group every example shares, so choosing CSS on one shows CSS on all. */
export const overlayEditorTabGroup = 'overlay-editor-tab';

/** The editor tabs of a custom overlay, in the editor's order of use, with their code language. */
export const editorTabs = [
  {value: 'js', label: 'JS', language: 'js'},
  {value: 'html', label: 'HTML', language: 'html'},
  {value: 'css', label: 'CSS', language: 'css'},
  {value: 'configs', label: 'Configs', language: 'json'},
  {value: 'data', label: 'Data', language: 'json'},
] as const;
