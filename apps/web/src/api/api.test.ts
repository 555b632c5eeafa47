import { afterEach, expect, it, vi } from 'vitest';
import type { TVerifyResponse } from '@arcana/shared/schemas';
import { credentialsReceived } from '../state/session.slice';
import { createStore } from '../state/store';
import { refreshSession } from './api';
import { sessionApi } from './session.api';

afterEach(() => vi.unstubAllGlobals());

it("a refused refresh ends the session the app's one way: the tokens and every cached answer go", async () => {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(sessionApi.util.upsertQueryData('session', undefined, { user: { id: 'u1' } } as TVerifyResponse));
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: 'Invalid refresh token', code: 'INVALID_REFRESH_TOKEN' }, { status: 401 })),
  );

  expect(await refreshSession(store, 'access')).toBe('ended');
  expect(store.getState().session).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
  expect(store.getState().api.queries).toEqual({});
});
