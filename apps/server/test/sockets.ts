import { io as connect, type Socket } from 'socket.io-client';
import { OVERLAY_NAMESPACE, SOCKET_PATH } from '@arcana/shared';
import type { ClientToServerEvents, OverlayClientEvents, OverlayServerEvents, ServerToClientEvents } from '@arcana/shared/schemas';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type OverlaySocket = Socket<OverlayServerEvents, OverlayClientEvents>;

/** An overlay page's socket, as a browser source opens it (the caller closes it). */
export const connectOverlay = (base: string, token: string): OverlaySocket =>
  connect(`${base}${OVERLAY_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, auth: { token } });

/**
 * Realtime clients for one test file: each opens a socket as the web does (websocket only, no
 * automatic reconnect), with the token in the handshake's auth or in the query, which the server still
 * accepts (docs/decisions/009-sockets-follow-sessions.md).
 */
export function createSocketClients() {
  const opened: ClientSocket[] = [];
  return {
    /** `lastEventId`: the last kept event the client heard, sent in the handshake's auth (a socket coming back). */
    open(
      url: string,
      token: string | undefined,
      via: 'auth' | 'query' = 'auth',
      { lastEventId }: { lastEventId?: number } = {},
    ): ClientSocket {
      const credentials = token ? (via === 'auth' ? { auth: { token, lastEventId } } : { query: { token } }) : {};
      const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, ...credentials });
      opened.push(socket);
      return socket;
    },
    closeAll: () => opened.forEach((socket) => socket.close()),
  };
}

/** The next payload of an event, or a failure after `ms`; any socket's events (the app's by default, or the overlay's). */
export function nextEvent<Events extends object = ServerToClientEvents, E extends keyof Events & string = keyof Events & string>(
  socket: { once: (event: never, listener: never) => unknown },
  event: E,
  ms = 10_000,
): Promise<Events[E] extends (payload: infer P, ...rest: never[]) => void ? P : never> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    // Any socket's typed `once`, called for the one event asked for.
    (socket as unknown as { once(event: string, listener: (payload: unknown) => void): void }).once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload as never);
    });
  });
}

/** A socket is settled once the server has replayed what it missed (after `connected`): from then on it hears only news. */
export const settled = (socket: ClientSocket) => nextEvent(socket, 'eventsReplayed');
