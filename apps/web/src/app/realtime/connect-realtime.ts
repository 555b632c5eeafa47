import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { endSession, refreshSession } from '../../api/api';
import type { RefreshOutcome } from '../../api/session-refresh';
import type { AppStore } from '../../state/store';
import { sessionApi } from '../../features/sessions/session.api';
import { createEventCursor } from './event-cursor';
import { listen, type ArcanaSocket } from './listen';
import { createReconnector, socketOptions, type LinkStatus } from './realtime-policy';

/** socket.io-client's `io`, passed in: the library loads with the first signed-in page (and tests pass a fake). */
type OpenSocket = (options: Partial<ManagerOptions & SocketOptions>) => ArcanaSocket;

const hasRetryableData = (error: Error) => (error as Error & { data?: { retryable?: unknown } }).data?.retryable === true;
const hasData = (error: Error) => (error as Error & { data?: unknown }).data !== undefined;

/**
 * The realtime link of a signed-in tab (docs/product-rules.md "Realtime"). The server's answers:
 * - auth_error with requiresReauth: the session has ended: log out, no more reconnects;
 * - auth_error without it: the access token expired: refresh it (the one refresh the API uses), then
 *   reconnect once the server has closed this socket;
 * - a server disconnect (after serverRestarting during a deploy, or any other), a lost transport, or
 *   a handshake the server could not check (connect_error with data.retryable): reconnect under the
 *   policy; when the attempts run out the link is lost (the banner) until Retry, the browser coming
 *   back online, or the tab becoming visible.
 */
export function connectRealtime(open: OpenSocket, { store, onStatus }: { store: AppStore; onStatus: (status: LinkStatus) => void }) {
  let handshakeToken: string | null = null;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let stopped = false;
  const cursor = createEventCursor(() => sessionApi.endpoints.session.select()(store.getState()).data?.lastEventId);
  const socket = open(
    socketOptions(() => ({ token: (handshakeToken = store.getState().session.token), lastEventId: cursor.lastEventId() })),
  );
  const reconnector = createReconnector({ connect: () => socket.connect(), onStatus });
  const stopListening = listen(socket, store, cursor);

  async function dropped() {
    const refreshed = refreshing;
    refreshing = null;
    // Session over: the logout closes this link.
    if (refreshed && (await refreshed) === 'ended') return;
    if (!stopped) reconnector.failed();
  }

  socket.on('connected', () => reconnector.connected());
  socket.on('auth_error', ({ requiresReauth }) => {
    if (!requiresReauth) {
      refreshing = refreshSession(store, handshakeToken);
      return;
    }
    // An old session's end, after another tab already signed in again: that newer session stays.
    if (store.getState().session.token !== handshakeToken) return;
    stop();
    endSession(store.dispatch);
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') void dropped();
  });
  socket.on('connect_error', (error) => {
    // No data: the server was not reached. Data without `retryable`: it refused the handshake for good.
    if (hasRetryableData(error) || !hasData(error)) void dropped();
    else reconnector.giveUp();
  });

  const retryNow = () => reconnector.retryNow();
  const retryWhenVisible = () => document.visibilityState === 'visible' && retryNow();
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', retryWhenVisible);
  onStatus('connecting');

  function stop() {
    stopped = true;
    reconnector.stop();
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', retryWhenVisible);
    stopListening();
    socket.close();
  }

  return { retry: retryNow, stop };
}

export type RealtimeConnection = ReturnType<typeof connectRealtime>;
