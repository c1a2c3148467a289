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
