import type {Highlight as PrismHighlight} from 'prism-react-renderer';

/** In the browser, Prism is not there at first: `src/lib/codeHighlight.ts` loads it when needed. */
export const Highlight: typeof PrismHighlight | undefined = undefined;
