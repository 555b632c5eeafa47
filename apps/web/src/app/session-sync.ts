import { api, endSession } from '../api/api';
import { isSessionStorageKey, readStoredSession } from '../api/session-storage';
import { sessionSynced } from '../state/session.slice';
import type { AppStore } from '../state/store';

/**
 * Every tab of the browser shares one session. The `storage` event tells a tab when another one wrote
 * the tokens: a logout there logs this tab out (tokens, cached answers and observer mode go), a login
 * or a rotated token is taken over as it is. The event can arrive between the writes of one change,
 * so the tab reads the storage as it is now rather than the event's value.
 */
export function syncSessionAcrossTabs(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || !isSessionStorageKey(event.key)) return;
    const stored = readStoredSession();
    const { token, refreshToken } = store.getState().session;
    if (stored.token === token && stored.refreshToken === refreshToken) return;
    if (!stored.token) {
      endSession(store.dispatch);
      return;
    }
    store.dispatch(sessionSynced(stored));
    // A login in another tab may be another account: ask the server who this session is.
    if (token && stored.token !== token) store.dispatch(api.util.invalidateTags(['User']));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
