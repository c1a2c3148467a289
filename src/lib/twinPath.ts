/** Route of a page -> URL path of its Markdown twin: `/docs/rest/tts` -> `/docs/rest/tts.md`, `/` -> `/index.md`. */
export function twinPath(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
