import { createListenerMiddleware } from '@reduxjs/toolkit';
import { clearStoredSession, storeSession } from '../api/session-storage';
import { credentialsReceived, loggedOut, type SessionState } from './session.slice';

/**
 * Keeps localStorage in step with the session after the reducers ran, so a reload and the other tabs
 * see it (they listen to the storage: app/session-sync.ts) while the reducers stay pure. Effects run
 * inside the dispatch, so the storage is written before the next line after it.
 * A session another tab wrote (sessionSynced) is taken as stored and never written back.
 */
export function createSessionPersistence() {
  const persistence = createListenerMiddleware<{ session: SessionState }>();
  persistence.startListening({
    actionCreator: credentialsReceived,
    effect: (_action, { getState }) => {
      const { token, refreshToken } = getState().session;
      if (token) storeSession(token, refreshToken);
    },
  });
  persistence.startListening({ actionCreator: loggedOut, effect: () => clearStoredSession() });
  return persistence.middleware;
}
