import {startTransition, useEffect, useState} from 'react';
import {whenIdle} from './idleQueue';

/**
 * Whether something the reader cannot see yet should be drawn: from the browser's first idle
 * moment on (in a transition, so it never holds up the page), or at once when `neededNow`.
 * Once drawn it stays drawn.
 */
export function useDrawnWhenIdle(neededNow: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    if (neededNow) {
      setDrawn(true);
      return undefined;
    }
    return whenIdle(() => startTransition(() => setDrawn(true)), 5_000);
  }, [drawn, neededNow]);
  return drawn || neededNow;
}
