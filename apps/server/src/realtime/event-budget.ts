import { SOCKET_EVENT_BURST, SOCKET_EVENTS_PER_SECOND } from '@arcana/shared';

/** Dropped events after which a socket is taken to be misbehaving and is closed. */
export const MAX_DROPPED_EVENTS = 100;

/**
 * A token bucket per socket: a burst of client events, refilled at a steady rate. A client that
 * sends faster than that has its extra events dropped, so one socket cannot keep the server busy.
 */
export function createEventBudget(now: () => number = Date.now) {
  let tokens = SOCKET_EVENT_BURST;
  let last = now();
  let dropped = 0;
  return {
    /** True when the event may be handled. */
    take(): boolean {
      const at = now();
      tokens = Math.min(SOCKET_EVENT_BURST, tokens + ((at - last) / 1000) * SOCKET_EVENTS_PER_SECOND);
      last = at;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      dropped++;
      return false;
    },
    exhausted: () => dropped >= MAX_DROPPED_EVENTS,
  };
}
