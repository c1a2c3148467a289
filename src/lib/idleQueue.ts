/** The part of `IdleDeadline` the queue reads. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

/**
 * Returns `enqueue`: each item is handed to `run` later, while the browser is idle, as many per
 * idle period as fit in its remaining time (and always at least one, so the queue drains even on
 * a busy page).
 */
export function createIdleQueue<T>(run: (item: T) => void, scheduleIdle: ScheduleIdle, reserveMs = 5): (item: T) => void {
  const pending: T[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    do run(pending.shift() as T);
    while (pending.length > 0 && deadline.timeRemaining() > reserveMs);
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
