import {
  NOTIFICATION_DEDUPE_PRUNE_MS,
  NOTIFICATION_DEDUPE_WINDOW_MS,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PATH,
  SOCKET_RECONNECT_BASE_MS,
} from '@arcana/shared';
import type { SocketHandshakeAuth } from '@arcana/shared/schemas';

/**
 * socket.io-client options for docs/product-rules.md "Realtime". The handshake's `auth` is a function,
 * so every reconnect carries the token the store holds then, and the last kept event the tab heard (for
 * the replay). socket.io's own reconnection is off: it does not reconnect after a server-side disconnect
 * (an expired token, a deploy), so one policy, createReconnector, handles every drop.
 */
export function socketOptions(currentAuth: () => SocketHandshakeAuth) {
  return {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (send: (data: SocketHandshakeAuth) => void) => send(currentAuth()),
    reconnection: false,
  };
}

/** The delay before reconnect attempt n (1-based): base 1 s, doubling. */
export const reconnectDelayMs = (attempt: number) => SOCKET_RECONNECT_BASE_MS * 2 ** (attempt - 1);

/** waiting: a reconnect is scheduled; lost: the attempts ran out, until the user or the browser retries. */
export type LinkStatus = 'connecting' | 'connected' | 'waiting' | 'lost';

/**
 * The reconnect policy (docs/product-rules.md "Realtime"): after a drop, at most 5 attempts, 1 s apart
 * and doubling; the server's greeting starts the count again. Once they run out the link is lost until
 * `retryNow` (the Retry button, the browser back online, the tab visible again), which starts a fresh
 * set of attempts; while one is merely scheduled, it runs at once.
 */
export function createReconnector({ connect, onStatus }: { connect: () => void; onStatus: (status: LinkStatus) => void }) {
  let status: LinkStatus = 'connecting';
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: LinkStatus) => onStatus((status = next));
  const attempt = () => {
    clearTimeout(timer);
    set('connecting');
    connect();
  };

  return {
    connected() {
      attempts = 0;
      set('connected');
    },
    /** The connection dropped, or an attempt failed. */
    failed() {
      if (status === 'lost' || status === 'waiting') return;
      if (attempts >= SOCKET_MAX_RECONNECTS) return set('lost');
      attempts += 1;
      set('waiting');
      timer = setTimeout(attempt, reconnectDelayMs(attempts));
    },
    /** The server refused the handshake for good: no automatic attempts, only `retryNow`. */
    giveUp() {
      clearTimeout(timer);
      set('lost');
    },
    retryNow() {
      if (status === 'connected' || status === 'connecting') return;
      if (status === 'lost') attempts = 0;
      attempt();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Drops a notification event whose id was seen less than 1 s ago; ids are forgotten after 5 s
 * (docs/product-rules.md "Notifications"). The server tells each notification in one message, and the
 * event cursor runs a kept message once: this holds the rule for whatever else repeats one.
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
