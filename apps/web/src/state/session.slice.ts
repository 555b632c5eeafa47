import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clearStoredSession, readStoredSession, storeSession, type StoredSession } from '../api/session-storage';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

function initialState(): SessionState {
  const stored = readStoredSession();
  return { ...stored, isAuthenticated: Boolean(stored.token) };
}

/** The session lives here and in localStorage, written together so a reload and the other tabs keep it. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string; refreshToken?: string | null }>) {
      storeSession(action.payload.token, action.payload.refreshToken);
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken ?? state.refreshToken;
      state.isAuthenticated = true;
    },
    /** Another tab wrote the session (a login or a rotation): take it as it is stored, without writing it back. */
    sessionSynced(state, action: PayloadAction<StoredSession>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.isAuthenticated = Boolean(action.payload.token);
    },
    loggedOut(state) {
      clearStoredSession();
      state.token = null;
      state.refreshToken = null;
      state.isAuthenticated = false;
    },
  },
});

export const { credentialsReceived, sessionSynced, loggedOut } = sessionSlice.actions;
