import {
  NOTIFICATION_DEDUPE_PRUNE_MS,
  NOTIFICATION_DEDUPE_WINDOW_MS,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PATH,
  SOCKET_RECONNECT_BASE_MS,
} from '@arcana/shared';

/** socket.io-client options for spec part 1 §4: token in the query, websocket, 5 reconnects from 1 s doubling. */
export function socketOptions(token: string) {
  return {
    path: SOCKET_PATH,
    transports: ['websocket'],
    query: { token },
    reconnection: true,
    reconnectionAttempts: SOCKET_MAX_RECONNECTS,
    reconnectionDelay: SOCKET_RECONNECT_BASE_MS,
    // socket.io doubles the delay each attempt; no cap below the fifth attempt and no jitter.
    reconnectionDelayMax: SOCKET_RECONNECT_BASE_MS * 2 ** SOCKET_MAX_RECONNECTS,
    randomizationFactor: 0,
  };
}

/** The delay before reconnect attempt n (1-based) under those options. */
export const reconnectDelayMs = (attempt: number) => SOCKET_RECONNECT_BASE_MS * 2 ** (attempt - 1);

/**
 * Drops a notification event whose id was seen less than 1 s ago (the server sends `notification`
 * and `notificationCreated` for one notification); ids are forgotten after 5 s.
 */
export function createNotificationDedupe(now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return {
    isDuplicate(id: string): boolean {
      const at = now();
      for (const [key, when] of seen) if (at - when > NOTIFICATION_DEDUPE_PRUNE_MS) seen.delete(key);
      const last = seen.get(id);
      if (last !== undefined && at - last < NOTIFICATION_DEDUPE_WINDOW_MS) return true;
      seen.set(id, at);
      return false;
    },
    size: () => seen.size,
  };
}
