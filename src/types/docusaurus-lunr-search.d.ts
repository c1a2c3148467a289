// The search plugin ships no types; plugins/search.ts wraps its factory.
declare module 'docusaurus-lunr-search' {
  import type {LoadContext, Plugin} from '@docusaurus/types';
  export default function lunrSearch(context: LoadContext, options: Record<string, unknown>): Plugin<unknown>;
}

// The lunr build the plugin generates for the browser (English only here).
declare module '@generated/lunr.client' {
  import type {Lunr} from '@site/src/lib/siteSearch';
  const lunr: Lunr & {version: string};
  export default lunr;
}

// The plugin's dropdown, which src/theme/SearchBar feeds with the site's search.
declare module '@theme-original/SearchBar/DocSearch' {
  /** A result as the dropdown renders it; its texts are HTML with the match marked. */
  export interface Suggestion {
    url?: string;
    title?: string;
    subcategory?: string;
    text?: string;
  }
  export default class DocSearch {
    /** What the dropdown asks for results (its lunr adapter, unless replaced). */
    client: {search(query: string): Promise<object[]>};
    constructor(options: {
      searchDocs: object[];
      searchIndex: object;
      baseUrl?: string;
      inputSelector: string;
      maxHits?: number;
      handleSelected: (input: {setVal(value: string): void}, event: Event, suggestion: Suggestion) => void;
    });
  }
}

declare module '@theme-original/SearchBar/HighlightSearchResults' {
  import type {ReactNode} from 'react';
  export function HighlightSearchResults(): ReactNode;
}

declare module 'docusaurus-lunr-search/src/theme/SearchBar/algolia.css';
