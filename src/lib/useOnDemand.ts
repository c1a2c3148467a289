import {useCallback, useRef, useState} from 'react';

/** A module loaded on demand: not asked for yet, on its way, there, or failed. */
export type OnDemand<T> = {state: 'idle' | 'loading' | 'failed'} | {state: 'ready'; data: T};

/**
 * A module loaded the first time a reader needs it (a filter's data, an alert's quick actions).
 * `start` asks for it; while it loads or once it is there `start` does nothing, and after a failure
 * the next `start` tries again. `load` must be the same function on every render.
 */
export function useOnDemand<T>(load: () => Promise<T>): [OnDemand<T>, () => void] {
  const [loaded, setLoaded] = useState<OnDemand<T>>({state: 'idle'});
  // The state as of the last render, so `start` can stay one function for memoised children.
  const state = useRef(loaded.state);
  state.current = loaded.state;
  const start = useCallback(() => {
    if (state.current === 'loading' || state.current === 'ready') return;
    state.current = 'loading';
    setLoaded({state: 'loading'});
    load().then(
      (data) => setLoaded({state: 'ready', data}),
      () => setLoaded({state: 'failed'}),
    );
  }, [load]);
  return [loaded, start];
}
