/** The part of `IdleDeadline` the queue reads. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

/**
 * Runs `callback` when the browser is next idle, or after `timeoutMs` at the latest; where there
 * is no `requestIdleCallback` (Safari), after a short delay. Returns a function that cancels it.
 */
export function whenIdle(callback: (deadline: IdleDeadlineLike) => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => callback({timeRemaining: () => 0}), 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `callback` at the first idle moment `pauseMs` after the page's load event, so work nobody
 * asked for yet waits until the page and its own resources are done. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(callback: () => void, pauseMs: number, timeoutMs: number): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    const timer = window.setTimeout(() => (cancel = whenIdle(callback, timeoutMs)), pauseMs);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, {once: true});
    cancel = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancel();
}

export interface IdleQueueOptions {
  /** Leave at least this much of an idle period unused. */
  reserveMs?: number;
  /** Never work longer than this in one idle period (idle periods last up to 50 ms). */
  sliceMs?: number;
  now?: () => number;
}

/**
 * Returns `enqueue`: each item is handed to `run` later, while the browser is idle, as many per
 * idle period as fit in a short slice of it (and always at least one, so the queue drains even on
 * a busy page).
 */
export function createIdleQueue<T>(
  run: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  {reserveMs = 5, sliceMs = 8, now = () => performance.now()}: IdleQueueOptions = {},
): (item: T) => void {
  const pending: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const started = now();
    do run(pending.shift() as T);
    while (pending.length > 0 && deadline.timeRemaining() > reserveMs && now() - started < sliceMs);
    schedule();
  };
  const schedule = () => {
    if (scheduled || pending.length === 0) return;
    scheduled = true;
    scheduleIdle(drain);
  };
  return (item: T) => {
    pending.push(item);
    schedule();
  };
}
