// turndown-plugin-gfm ships no types; src/lib/markdownTwin.ts uses its combined plugin.
declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
}
