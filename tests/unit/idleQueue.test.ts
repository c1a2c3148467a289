import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createIdleQueue, whenIdleAfterLoad, type IdleDeadlineLike} from '../../src/lib/idleQueue';

/** An idle scheduler driven by hand: `idle(timeRemaining)` runs one idle period. */
function manualIdle() {
  const waiting: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => void waiting.push(callback),
    pending: () => waiting.length,
    idle: (timeRemaining: () => number) => waiting.shift()?.({timeRemaining}),
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    const enqueue = createIdleQueue<string>((item) => ran.push(item), idle.schedule);
    enqueue('/docs/intro');
    enqueue('/docs/variables');
    expect(ran).toEqual([]);
    expect(idle.pending()).toBe(1);
  });

  it('runs as many items as the idle period leaves time for, then waits for the next one', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    let remaining = 0;
    const enqueue = createIdleQueue<string>((item) => {
      ran.push(item);
      remaining -= 4; // each run costs 4 ms of the idle period
    }, idle.schedule);
    ['/a', '/b', '/c', '/d', '/e'].forEach(enqueue);
    remaining = 13;
    idle.idle(() => remaining);
    // 13 ms: runs /a (9 left), /b (5 left: not more than the 5 ms reserve), then stops.
    expect(ran).toEqual(['/a', '/b']);
    expect(idle.pending()).toBe(1);
    remaining = 100;
    idle.idle(() => remaining);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(idle.pending()).toBe(0);
  });

  it('stops after a short slice even when the idle period has time left', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    let clock = 0;
    const enqueue = createIdleQueue<string>(
      (item) => {
        ran.push(item);
        clock += 3; // each run takes 3 ms
      },
      idle.schedule,
      {now: () => clock},
    );
    ['/a', '/b', '/c', '/d', '/e'].forEach(enqueue);
    idle.idle(() => 50);
    // The 8 ms slice fits three runs (0, 3 and 6 ms in); the rest waits for the next idle period.
    expect(ran).toEqual(['/a', '/b', '/c']);
    idle.idle(() => 50);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('always makes progress, even when an idle period has no time left', () => {
    const idle = manualIdle();
    const ran: number[] = [];
    const enqueue = createIdleQueue<number>((item) => ran.push(item), idle.schedule);
    [1, 2, 3].forEach(enqueue);
    for (let period = 0; period < 3; period += 1) idle.idle(() => 0);
    expect(ran).toEqual([1, 2, 3]);
    expect(idle.pending()).toBe(0);
  });
});

describe('whenIdleAfterLoad', () => {
  /** A page that has not fired its load event yet, with a browser idle only when `idle()` says so. */
  function loadingPage() {
    const loadListeners = new Set<() => void>();
    const idleCallbacks = new Map<number, () => void>();
    let nextHandle = 0;
    const page = {
      readyState: 'interactive',
      load: () => {
        page.readyState = 'complete';
        const listeners = [...loadListeners];
        loadListeners.clear(); // the page loads once: listeners added with {once: true}
        listeners.forEach((listener) => listener());
      },
      idle: () => {
        const callbacks = [...idleCallbacks.values()];
        idleCallbacks.clear();
        callbacks.forEach((callback) => callback());
      },
    };
    vi.stubGlobal('document', {
      get readyState() {
        return page.readyState;
      },
    });
    vi.stubGlobal('window', {
      setTimeout,
      clearTimeout,
      addEventListener: (_type: 'load', listener: () => void) => loadListeners.add(listener),
      removeEventListener: (_type: 'load', listener: () => void) => loadListeners.delete(listener),
      requestIdleCallback: (callback: () => void) => {
        idleCallbacks.set(++nextHandle, callback);
        return nextHandle;
      },
      cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    });
    return page;
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then the pause, then an idle moment', () => {
    const page = loadingPage();
    const started = vi.fn();
    whenIdleAfterLoad(started, 3000, 10_000);
    vi.advanceTimersByTime(5000);
    page.idle();
    expect(started).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(2999);
    page.idle();
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(started).not.toHaveBeenCalled();
    page.idle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('counts the pause from now on a page that has already loaded', () => {
    const page = loadingPage();
    page.load();
    const started = vi.fn();
    whenIdleAfterLoad(started, 3000, 10_000);
    vi.advanceTimersByTime(3000);
    page.idle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before the load event', () => {}],
    ['during the pause', (page: ReturnType<typeof loadingPage>) => page.load()],
    [
      'while waiting for an idle moment',
      (page: ReturnType<typeof loadingPage>) => {
        page.load();
        vi.advanceTimersByTime(3000);
      },
    ],
  ])('can be cancelled %s', (_when, reach) => {
    const page = loadingPage();
    const started = vi.fn();
    const cancel = whenIdleAfterLoad(started, 3000, 10_000);
    reach(page);
    cancel();
    if (page.readyState !== 'complete') page.load();
    vi.advanceTimersByTime(10_000);
    page.idle();
    expect(started).not.toHaveBeenCalled();
  });
});
