/**
 * Files the build publishes for readers to save, at fixed URL paths under the site's base URL.
 * `plugins/custom-code-source.ts` emits them; pages link to them and the Markdown twins include
 * their text (`src/lib/markdownTwin.ts`).
 */
export const customCodeDeclarationDownload = {
  /** URL path of the file, without the base URL. */
  path: '/downloads/lumia-custom-code.d.ts',
  /** The name the reader's browser saves it under. */
  fileName: 'lumia-custom-code.d.ts',
} as const;

/**
 * The custom overlay declaration files of the installed `@lumiastream/lumia-types`, exactly as the
 * package ships them in `dist/custom-overlays/`. `/docs/custom-overlays/types` shows them; its
 * closed declarations load only when opened, so the page's Markdown twin takes their lines from
 * these files.
 */
export const overlayDeclarationDownloads = {
  'custom-overlays.d.ts': {path: '/downloads/custom-overlays.d.ts', fileName: 'custom-overlays.d.ts'},
  'custom-overlays-alerts.d.ts': {path: '/downloads/custom-overlays-alerts.d.ts', fileName: 'custom-overlays-alerts.d.ts'},
} as const;
