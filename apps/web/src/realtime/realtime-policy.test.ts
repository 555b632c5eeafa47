import { describe, expect, it, vi } from 'vitest';
import { Manager } from 'socket.io-client';
import { createNotificationDedupe, reconnectDelayMs, socketOptions } from './realtime-policy';

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

  it('reconnects 5 times, from 1 s doubling, with the token in the query', () => {
    vi.useFakeTimers();
    try {
      const options = socketOptions('tok');
      expect(options).toMatchObject({ query: { token: 'tok' }, transports: ['websocket'], reconnectionAttempts: 5 });
      // socket.io's own backoff with these options gives exactly the spec's delays.
      const manager = new Manager('http://127.0.0.1:9', { ...options, autoConnect: false });
      const backoff = (manager as unknown as { backoff: { duration(): number; reset(): void } }).backoff;
      expect([1, 2, 3, 4, 5].map(() => backoff.duration())).toEqual([1, 2, 3, 4, 5].map(reconnectDelayMs));
      expect([1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    } finally {
      vi.useRealTimers();
    }
  });
});
