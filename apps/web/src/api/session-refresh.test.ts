import { configureStore, type Dispatch } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionPersistence } from '../state/session-persistence';
import { credentialsReceived, loggedOut, sessionSlice } from '../state/session.slice';
import { createSessionRefresher } from './session-refresh';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refresh endpoint that rotates each token once and refuses a spent one (no grace period). */
function createServer() {
  const live = new Set(['refresh-0']);
  let issued = 0;
  const fetchFn = vi.fn<typeof fetch>(async (_input, init) => {
    const { refreshToken } = JSON.parse(String(init?.body)) as { refreshToken: string };
    // A little latency, so the tabs really overlap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!live.delete(refreshToken)) return json(401, { error: 'Invalid token', code: 'INVALID_REFRESH_TOKEN' });
    issued += 1;
    live.add(`refresh-${issued}`);
    return json(200, { token: `access-${issued}`, refreshToken: `refresh-${issued}` });
  });
  return { fetchFn };
}

/** Web Locks as the browser gives them to every tab of an origin: one holder at a time, in order. */
function createLocks(): Pick<LockManager, 'request'> {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: () => Promise<unknown>) => {
    const granted = tail.then(callback);
    tail = granted.catch(() => undefined);
    return granted;
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}

/** One tab: its own store and its own refresher, sharing the browser's storage and locks. */
function openTab(options: { fetchFn: typeof fetch; locks?: Pick<LockManager, 'request'> }) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(createSessionPersistence()),
  });
  const onSessionEnded = vi.fn((dispatch: Dispatch) => dispatch(loggedOut()));
  const refreshSession = createSessionRefresher({ baseUrl: 'http://app.test/api', onSessionEnded, ...options });
  return { store, onSessionEnded, refresh: () => refreshSession(store, store.getState().session.token) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'access-0');
  localStorage.setItem('refreshToken', 'refresh-0');
});

describe('the session refresh', () => {
  it('runs once across tabs: the tab that waited for the lock takes the token the other tab got', async () => {
    const server = createServer();
    const locks = createLocks();
    const [a, b] = [openTab({ ...server, locks }), openTab({ ...server, locks })];
    expect(await Promise.all([a.refresh(), b.refresh()])).toEqual(['refreshed', 'refreshed']);
    expect(server.fetchFn).toHaveBeenCalledTimes(1);
    for (const tab of [a, b]) expect(tab.store.getState().session).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('without Web Locks (jsdom, old browsers) still refreshes once for the requests of one tab', async () => {
    const server = createServer();
    const tab = openTab(server);
    expect(await Promise.all([tab.refresh(), tab.refresh(), tab.refresh()])).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(server.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('uses a token that arrived while the request was out, without refreshing', async () => {
    const server = createServer();
    const tab = openTab(server);
    tab.store.dispatch(credentialsReceived({ token: 'access-newer', refreshToken: 'refresh-newer' }));
    const refreshSession = createSessionRefresher({ baseUrl: 'http://app.test/api', onSessionEnded: vi.fn(), ...server });
    expect(await refreshSession(tab.store, 'access-0')).toBe('refreshed');
    expect(server.fetchFn).not.toHaveBeenCalled();
  });

  it('logs out when the server refuses the token, but keeps the session when the server is unreachable', async () => {
    const down = openTab({ fetchFn: async () => json(503, { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }) });
    expect(await down.refresh()).toBe('unavailable');
    expect(down.store.getState().session.isAuthenticated).toBe(true);

    const refused = openTab({ fetchFn: async () => json(401, { error: 'Invalid token', code: 'INVALID_REFRESH_TOKEN' }) });
    expect(await refused.refresh()).toBe('ended');
    expect(refused.store.getState().session).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
    expect(refused.onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
