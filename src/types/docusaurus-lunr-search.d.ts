// The search plugin ships no types; plugins/search.ts wraps its factory.
declare module 'docusaurus-lunr-search' {
  import type {LoadContext, Plugin} from '@docusaurus/types';
  export default function lunrSearch(context: LoadContext, options: Record<string, unknown>): Plugin<unknown>;
}
