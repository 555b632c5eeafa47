import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../features/sessions/session.api';
import { buildUser } from '../test-support';
import { syncSessionAcrossTabs } from './session-sync';
import { createStore } from '../state/store';

/** What the browser does in this tab when another tab writes localStorage. */
function writeInAnotherTab(entries: Record<string, string | null>) {
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }
}

let stop = () => {};
beforeEach(() => localStorage.clear());
afterEach(() => stop());

function openTab() {
  const store = createStore();
  stop = syncSessionAcrossTabs(store);
  return store;
}

describe('one session across tabs', () => {
  it('logs this tab out, and forgets its cached answers, when another tab logs out', async () => {
    writeInAnotherTab({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: 'true' });
    const store = openTab();
    await store.dispatch(sessionApi.util.upsertQueryData('session', undefined, { user: buildUser(), isObserving: true }));
    writeInAnotherTab({ token: null, refreshToken: null, isAuthenticated: null });
    expect(store.getState().session).toEqual({ token: null, refreshToken: null, isAuthenticated: false });
    expect(sessionApi.endpoints.session.select()(store.getState()).data).toBeUndefined();
  });

  it('signs this tab in when another tab logs in', () => {
    const store = openTab();
    writeInAnotherTab({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: 'true' });
    expect(store.getState().session).toEqual({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: true });
  });

  it('takes over a token another tab rotated, and asks the server again who the session is', () => {
    writeInAnotherTab({ token: 'access-1', refreshToken: 'refresh-1', isAuthenticated: 'true' });
    const store = openTab();
    const dispatch = vi.spyOn(store, 'dispatch');
    // The event for the first key arrives when the other tab has written both: the tab reads what is stored now.
    localStorage.setItem('refreshToken', 'refresh-2');
    writeInAnotherTab({ token: 'access-2' });
    expect(store.getState().session).toEqual({ token: 'access-2', refreshToken: 'refresh-2', isAuthenticated: true });
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'api/invalidateTags', payload: ['User'] }));
  });
});
