import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationDedupe, createReconnector, reconnectDelayMs, socketOptions, type LinkStatus } from './realtime-policy';

describe('realtime policy', () => {
  it('ignores the same notification id within 1 s, and forgets ids after 5 s', () => {
    let clock = 0;
    const dedupe = createNotificationDedupe(() => clock);
    expect(dedupe.isDuplicate('a')).toBe(false);
    clock = 999;
    expect(dedupe.isDuplicate('a')).toBe(true);
    expect(dedupe.isDuplicate('b')).toBe(false);
    clock = 2_100;
    expect(dedupe.isDuplicate('a')).toBe(false);
    clock = 8_000;
    dedupe.isDuplicate('c');
    expect(dedupe.size()).toBe(1);
  });

  it('sends the token and last event id the tab holds at each handshake, over websocket, and leaves reconnecting to the policy', () => {
    let auth: { token: string; lastEventId?: number } = { token: 'first' };
    const options = socketOptions(() => auth);
    expect(options).toMatchObject({ transports: ['websocket'], reconnection: false });
    expect(options).not.toHaveProperty('query');
    const sent: unknown[] = [];
    options.auth((data) => sent.push(data));
    auth = { token: 'rotated', lastEventId: 42 };
    options.auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'first' }, { token: 'rotated', lastEventId: 42 }]);
  });
});

describe('the reconnect policy', () => {
  let statuses: LinkStatus[];
  let connect: ReturnType<typeof vi.fn<() => void>>;
  let reconnector: ReturnType<typeof createReconnector>;
  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
    connect = vi.fn<() => void>();
    reconnector = createReconnector({ connect, onStatus: (status) => statuses.push(status) });
  });
  afterEach(() => vi.useRealTimers());

  /** Lets each scheduled attempt run and fail; returns the delays between them. */
  function failEveryAttempt() {
    const delays: number[] = [];
    reconnector.failed();
    while (statuses.at(-1) === 'waiting') {
      const before = Date.now();
      vi.advanceTimersToNextTimer();
      delays.push(Date.now() - before);
      reconnector.failed();
    }
    return delays;
  }

  it('tries 5 times, from 1 s doubling, then gives up', () => {
    expect(failEveryAttempt()).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect([1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(connect).toHaveBeenCalledTimes(5);
    expect(statuses.at(-1)).toBe('lost');
    vi.advanceTimersByTime(60_000);
    expect(connect).toHaveBeenCalledTimes(5);
  });

  it('counts again from the first delay after the server greets a reconnect', () => {
    reconnector.failed();
    vi.advanceTimersByTime(1000);
    reconnector.failed();
    vi.advanceTimersByTime(2000);
    reconnector.connected();
    expect(failEveryAttempt()).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('starts a fresh set of attempts on retry once lost, and runs a scheduled one at once', () => {
    failEveryAttempt();
    reconnector.retryNow();
    expect(connect).toHaveBeenCalledTimes(6);
    // The retry itself failed: the five attempts follow it again.
    expect(failEveryAttempt()).toEqual([1000, 2000, 4000, 8000, 16000]);

    reconnector.retryNow();
    reconnector.failed();
    expect(statuses.at(-1)).toBe('waiting');
    reconnector.retryNow();
    expect(statuses.at(-1)).toBe('connecting');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not reconnect a link that is up, and gives up at once on a refusal', () => {
    reconnector.connected();
    reconnector.retryNow();
    expect(connect).not.toHaveBeenCalled();
    reconnector.giveUp();
    expect(statuses.at(-1)).toBe('lost');
  });
});
