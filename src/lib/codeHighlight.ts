import {useEffect, useState} from 'react';
import type {Highlight as PrismHighlight} from 'prism-react-renderer';
import {Highlight as initialHighlight} from '@initial-prism-highlight';

export type Highlight = typeof PrismHighlight;

// Set from the start on the server; in the browser once the Prism chunk has loaded.
let loaded: Highlight | undefined = initialHighlight;
let loading: Promise<Highlight> | undefined;

/** Loads Prism with the site's languages, once. A failed load may be tried again later. */
export function loadHighlight(): Promise<Highlight> {
  loading ??= import(/* webpackChunkName: "prism", webpackPrefetch: true */ './prismHighlight').then(
    (module) => (loaded = module.Highlight),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Prism's `Highlight` component once it is available. With `needed`, it is loaded if it is not
 * there yet; until then (or if it cannot load) the caller shows the code as plain text.
 */
export function useHighlight(needed: boolean): Highlight | undefined {
  const [highlight, setHighlight] = useState<Highlight | undefined>(() => loaded);
  useEffect(() => {
    if (!needed || highlight) return undefined;
    let live = true;
    loadHighlight().then(
      (component) => live && setHighlight(() => component),
      () => undefined, // plain text stays: readable and copyable
    );
    return () => {
      live = false;
    };
  }, [needed, highlight]);
  return highlight;
}
