import { beforeEach, describe, expect, it } from 'vitest';
import { credentialsReceived, loggedOut, sessionSlice, sessionSynced } from './session.slice';
import { createStore } from './store';

const stored = () => ({
  token: localStorage.getItem('token'),
  refreshToken: localStorage.getItem('refreshToken'),
  isAuthenticated: localStorage.getItem('isAuthenticated'),
});

beforeEach(() => localStorage.clear());

describe('session persistence', () => {
  it('writes the tokens a login or a rotation brings, before the dispatch returns', () => {
    const store = createStore();
    store.dispatch(credentialsReceived({ token: 'access-1', refreshToken: 'refresh-1' }));
    expect(stored()).toEqual({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: 'true' });
    // A rotation without a new refresh token keeps the one the session holds.
    store.dispatch(credentialsReceived({ token: 'access-2' }));
    expect(stored()).toEqual({ token: 'access-2', refreshToken: 'refresh-1', isAuthenticated: 'true' });
  });

  it('clears the storage on logout, and a new tab starts from what is stored', () => {
    const store = createStore();
    store.dispatch(credentialsReceived({ token: 'access-1', refreshToken: 'refresh-1' }));
    expect(createStore().getState().session).toEqual({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: true });
    store.dispatch(loggedOut());
    expect(stored()).toEqual({ token: null, refreshToken: null, isAuthenticated: null });
    expect(createStore().getState().session.isAuthenticated).toBe(false);
  });

  it('never writes back a session another tab stored', () => {
    const store = createStore();
    localStorage.setItem('token', 'from-other-tab');
    store.dispatch(sessionSynced({ token: 'from-other-tab', refreshToken: null }));
    expect(store.getState().session.token).toBe('from-other-tab');
    expect(stored()).toEqual({ token: 'from-other-tab', refreshToken: null, isAuthenticated: null });
  });

  it('keeps the reducer pure: it changes the state and touches no storage', () => {
    const state = sessionSlice.reducer(undefined, credentialsReceived({ token: 'access-1', refreshToken: 'refresh-1' }));
    expect(state).toEqual({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: true });
    expect(localStorage.length).toBe(0);
    localStorage.setItem('token', 'kept');
    sessionSlice.reducer(state, loggedOut());
    expect(localStorage.getItem('token')).toBe('kept');
  });
});
