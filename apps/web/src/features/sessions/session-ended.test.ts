import { afterEach, expect, it, vi } from 'vitest';
import { credentialsReceived } from '../../state/session.slice';
import { createStore } from '../../state/store';
import { buildUser } from '../../test-support';
import { refreshSession } from '../../api/api';
import { sessionApi } from './session.api';

afterEach(() => vi.unstubAllGlobals());

it("a refused refresh ends the session the app's one way: the tokens and every cached answer go", async () => {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(sessionApi.util.upsertQueryData('session', undefined, { user: buildUser(), isObserving: false }));
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: 'Invalid refresh token', code: 'INVALID_REFRESH_TOKEN' }, { status: 401 })),
  );

  expect(await refreshSession(store, 'access')).toBe('ended');
  expect(store.getState().session).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
  expect(store.getState().api.queries).toEqual({});
});
