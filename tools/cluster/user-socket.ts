import { io, type Socket } from 'socket.io-client';
import { SOCKET_MAX_RECONNECTS, SOCKET_PATH, SOCKET_RECONNECT_BASE_MS } from '@arcana/shared';
import type { ClientToServerEvents, ServerToClientEvents, StoredEventMeta } from '@arcana/shared/schemas';

type CollectedPayload = Parameters<ServerToClientEvents['collectibleCollected']>[0];

/** A user's socket as the web holds one, counting what the failover test needs to know. */
export interface UserSocket {
  /** collectibleCollected events first heard in a replay, after a reconnection. */
  replayedCards(): number;
  /** Times the server greeted it (`connected`): 1, plus one per reconnection. */
  greetings(): number;
  /** When the connection last dropped and when the server last greeted it (performance.now()). */
  lastDropAt(): number | undefined;
  lastGreetingAt(): number;
  isConnected(): boolean;
  /** Resolves with the collectibleCollected event of this request id, even if it came before the call (live or replayed). */
  collected(requestId: string, timeoutMs?: number): Promise<CollectedPayload>;
  close(): void;
}

/**
 * Opens a websocket-only socket (no sticky sessions needed) and resolves once the server has greeted
 * it. `reconnect`: like the web client, up to 5 attempts 1 s apart and doubling (realtime-policy.ts).
 */
export function openUserSocket(url: string, token: string, { reconnect }: { reconnect: boolean }): Promise<UserSocket> {
  // Like the web, each handshake says the last kept event heard, so a reconnect replays what was missed.
  let lastEventId: number | undefined;
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: (send) => send({ token, lastEventId }),
    forceNew: true,
    reconnection: reconnect,
    reconnectionAttempts: SOCKET_MAX_RECONNECTS,
    reconnectionDelay: SOCKET_RECONNECT_BASE_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_BASE_MS * 2 ** (SOCKET_MAX_RECONNECTS - 1),
    randomizationFactor: 0,
  });
  const received = new Map<string, CollectedPayload>();
  const waiters = new Map<string, (payload: CollectedPayload) => void>();
  let greetings = 0;
  let lastGreetingAt = 0;
  let lastDropAt: number | undefined;

  socket.onAny((_event: string, _payload: unknown, meta?: StoredEventMeta) => {
    if (typeof meta?.eventId === 'number') lastEventId = Math.max(lastEventId ?? 0, meta.eventId);
  });
  // Between a greeting and eventsReplayed, what the socket hears is the replay (and live news racing it).
  let replaying = false;
  let replayedCards = 0;
  socket.on('eventsReplayed', (replayed) => {
    replaying = false;
    if (replayed.lastEventId !== null) lastEventId = replayed.lastEventId;
  });
  socket.on('collectibleCollected', (payload) => {
    if (replaying && !received.has(payload.requestId)) replayedCards += 1;
    received.set(payload.requestId, payload);
    waiters.get(payload.requestId)?.(payload);
  });
  socket.on('disconnect', () => (lastDropAt = performance.now()));

  const handle: UserSocket = {
    replayedCards: () => replayedCards,
    greetings: () => greetings,
    lastDropAt: () => lastDropAt,
    lastGreetingAt: () => lastGreetingAt,
    isConnected: () => socket.connected && greetings > 0 && lastGreetingAt > (lastDropAt ?? 0),
    collected(requestId, timeoutMs = 5000) {
      const already = received.get(requestId);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(requestId);
          reject(new Error(`no collectibleCollected event for request ${requestId} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.set(requestId, (payload) => {
          clearTimeout(timer);
          waiters.delete(requestId);
          resolve(payload);
        });
      });
    },
    close: () => void socket.close(),
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket to ${url} not greeted within 10 s`)), 10_000);
    socket.on('connected', () => {
      replaying = greetings > 0;
      greetings += 1;
      lastGreetingAt = performance.now();
      clearTimeout(timer);
      resolve(handle);
    });
    socket.once('auth_error', (refusal) => reject(new Error(`socket to ${url} refused: ${refusal.message}`)));
    if (!reconnect) socket.once('connect_error', (error) => reject(new Error(`socket to ${url} failed: ${error.message}`)));
  });
}
