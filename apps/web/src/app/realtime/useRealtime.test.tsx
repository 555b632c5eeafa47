import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../../features/sessions/session.api';
import { ConnectionLostBanner } from '../../components/ConnectionLostBanner';
import { credentialsReceived } from '../../state/session.slice';
import { createStore, type AppStore } from '../../state/store';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { useRealtime } from './useRealtime';

type Handler = (...args: unknown[]) => void;

/** socket.io-client's socket as this app uses it; `fire` plays the server's side. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  handshakes: unknown[] = [];
  closed = false;
  connected = false;
  constructor(private readonly options: { auth: (send: (data: unknown) => void) => void }) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit() {
    return this;
  }
  connect() {
    this.options.auth((data) => this.handshakes.push(data));
    return this;
  }
  close() {
    this.closed = true;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(...args)));
  }
}

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (options: ConstructorParameters<typeof FakeSocket>[0]) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket.connect();
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unreachable = () => new Error('websocket error');
const unchecked = () => Object.assign(new Error('Service unavailable'), { data: { retryable: true } });

function Harness() {
  const realtime = useRealtime();
  return realtime.lost ? <ConnectionLostBanner onRetry={realtime.retry} /> : null;
}

async function signedInTab(): Promise<{ store: AppStore; socket: FakeSocket }> {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access-1', refreshToken: 'refresh-1' }));
  await store.dispatch(sessionApi.util.upsertQueryData('session', undefined, { user: buildUser(), isObserving: false }));
  render(
    <Provider store={store}>
      <MantineProvider>
        <Harness />
      </MantineProvider>
    </Provider>,
  );
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  vi.useFakeTimers();
  const socket = sockets[0]!;
  socket.fire('connected', { userId: 'u1' });
  return { store, socket };
}

/** Every scheduled reconnect runs and fails, until the policy gives up. */
async function failReconnects(socket: FakeSocket) {
  for (const delay of [1000, 2000, 4000, 8000, 16000]) {
    await act(() => vi.advanceTimersByTimeAsync(delay));
    socket.fire('connect_error', delay % 2000 ? unreachable() : unchecked());
  }
}

const banner = () => screen.queryByText(/Live connection lost/);

beforeEach(() => {
  sockets.length = 0;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the realtime link', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows the banner after 5 failed reconnects; Retry, going online and the tab becoming visible try again', async () => {
    const { socket } = await signedInTab();
    socket.fire('disconnect', 'transport close');
    await failReconnects(socket);
    expect(socket.handshakes).toHaveLength(6);
    expect(banner()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(socket.handshakes).toHaveLength(7);
    expect(banner()).not.toBeInTheDocument();

    socket.fire('connect_error', unreachable());
    await failReconnects(socket);
    expect(banner()).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(socket.handshakes).toHaveLength(13);

    socket.fire('connect_error', unreachable());
    await failReconnects(socket);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(socket.handshakes).toHaveLength(19);
    expect(banner()).not.toBeInTheDocument();
  });

  it('reconnects after a deploy closes the link, without the user noticing', async () => {
    const { socket } = await signedInTab();
    socket.fire('serverRestarting');
    socket.fire('disconnect', 'io server disconnect');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(socket.handshakes).toHaveLength(2);
    expect(banner()).not.toBeInTheDocument();
  });

  it('refreshes an expired token through the API’s refresh, then reconnects with the new token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { token: 'access-2', refreshToken: 'refresh-2' }));
    const { store, socket } = await signedInTab();
    socket.fire('auth_error', { requiresReauth: false, message: 'Token expired' });
    socket.fire('disconnect', 'io server disconnect');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(store.getState().session.token).toBe('access-2');
    expect(socket.handshakes.at(-1)).toEqual({ token: 'access-2' });
  });

  it('logs out and stops reconnecting when the session has ended', async () => {
    const { store, socket } = await signedInTab();
    socket.fire('auth_error', { requiresReauth: true, message: 'Invalid token' });
    socket.fire('disconnect', 'io server disconnect');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(socket.closed).toBe(true);
    expect(socket.handshakes).toHaveLength(1);
  });
});
