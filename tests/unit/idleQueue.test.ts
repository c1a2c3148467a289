import {describe, expect, it} from 'vitest';
import {createIdleQueue, type IdleDeadlineLike} from '../../src/lib/idleQueue';

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
