import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, whenIdle} from '@site/src/lib/idleQueue';

// Docusaurus prefetches the chunks of each internal link as it scrolls into view, and does the
// links that appear together in one task: on a phone, twenty links in view held the main thread
// for about 0.7 s. The same prefetches (with the same 2g and save-data rule) run here one route
// at a time, while the browser is idle.
let deferred = false;

export function onRouteDidUpdate(): void {
  if (deferred || !ExecutionEnvironment.canUseDOM) return;
  deferred = true;
  const stock = window.docusaurus;
  const enqueue = createIdleQueue<string>(
    (route) => void stock.prefetch(route),
    (callback) => void whenIdle(callback, 10_000),
  );
  window.docusaurus = {
    ...stock,
    prefetch: (route) => {
      enqueue(route);
      return false; // queued, not fetched yet; Link ignores the result
    },
  };
}
