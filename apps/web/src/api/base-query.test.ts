import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@arcana/shared';
import type { TVerifyResponse } from '@arcana/shared/schemas';
import { findLink, startMailCapture, type MailCapture } from '../../../../tools/mail-capture';
import { startArcanaProcess, type ProcessHandle } from '../../../../tools/arcana-process';
import { createSessionPersistence } from '../state/session-persistence';
import { credentialsReceived, loggedOut, sessionSlice } from '../state/session.slice';
import { createRefreshingBaseQuery } from './base-query';
import { createSessionRefresher } from './session-refresh';

let server: ProcessHandle;
let mail: MailCapture;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startArcanaProcess('source', { SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

async function call<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** A verified account made through the real API and the real e-mail link. */
async function newSession() {
  const email = `web-${crypto.randomUUID()}@example.com`;
  const { tempToken } = await call<{ tempToken: string }>(AUTH_PATHS.signup, { email, password: 'Arcana12' });
  await call(AUTH_PATHS.completeSignup, { tempToken, username: `web_${crypto.randomUUID().slice(0, 8)}` });
  const link = findLink(await mail.waitFor(email), '/verify-email')!;
  return call<{ token: string; refreshToken: string }>(AUTH_PATHS.verifyEmail, { token: new URL(link).searchParams.get('token') });
}

function createClient() {
  const requests: string[] = [];
  let cacheResets = 0;
  const fetchFn: typeof fetch = (input, init) => {
    requests.push(input instanceof Request ? new URL(input.url).pathname : new URL(String(input)).pathname);
    return fetch(input, init);
  };
  const baseUrl = `${server.url}/api`;
  const refreshSession = createSessionRefresher({
    baseUrl,
    fetchFn,
    onSessionEnded: (dispatch) => {
      dispatch(loggedOut());
      cacheResets++;
    },
  });
  const api = createApi({
    baseQuery: createRefreshingBaseQuery({ baseUrl, fetchFn, refreshSession, confirmPresence: async () => false }),
    endpoints: (build) => ({ verify: build.query<TVerifyResponse, number>({ query: () => AUTH_PATHS.verify }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, createSessionPersistence()),
  });
  return { api, store, requests, cacheResets: () => cacheResets };
}

describe('the refreshing base query, against the real server', () => {
  it('refreshes once for many requests that fail together, then retries each', async () => {
    const session = await newSession();
    const client = createClient();
    client.store.dispatch(credentialsReceived({ token: 'stale-access-token', refreshToken: session.refreshToken }));
    // Different arguments make three separate requests, all answered 401 at first.
    const results = await Promise.all([1, 2, 3].map((n) => client.store.dispatch(client.api.endpoints.verify.initiate(n))));
    expect(results.every((r) => r.data?.user.emailVerified)).toBe(true);
    expect(client.requests.filter((path) => path.endsWith(AUTH_PATHS.refresh))).toHaveLength(1);
    const state = client.store.getState().session;
    expect(state.token).not.toBe('stale-access-token');
    expect(state.refreshToken).not.toBe(session.refreshToken);
    expect(localStorage.getItem('token')).toBe(state.token);
  });

  it('logs out and resets the cache when the refresh token is refused', async () => {
    const client = createClient();
    client.store.dispatch(credentialsReceived({ token: 'stale-access-token', refreshToken: 'not-a-real-refresh-token' }));
    const result = await client.store.dispatch(client.api.endpoints.verify.initiate(1));
    expect(result.error).toMatchObject({ status: 401 });
    expect(client.store.getState().session).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.cacheResets()).toBe(1);
  });

  it('returns a login 401 as it is, without trying to refresh', async () => {
    const client = createClient();
    const login = client.api.injectEndpoints({
      endpoints: (build) => ({
        login: build.mutation<unknown, unknown>({ query: (body) => ({ url: AUTH_PATHS.login, method: 'POST', body }) }),
      }),
    });
    const result = await client.store.dispatch(login.endpoints.login.initiate({ email: 'nobody@example.com', password: 'Wrong1234' }));
    expect(result.error).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
    expect(client.requests.some((path) => path.endsWith(AUTH_PATHS.refresh))).toBe(false);
  });
});
