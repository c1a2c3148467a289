/**
 * Browser build stand-in for ssr.server.tsx (aliased as `@lumia-variables-ssr`): the browser reuses
 * the server-rendered HTML, or loads the data on demand after a client-side navigation.
 */
export function renderPanelHtml(platformId: string): string | null {
  void platformId;
  return null;
}
