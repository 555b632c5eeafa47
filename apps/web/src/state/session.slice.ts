import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredSession, type StoredSession } from '../api/session-storage';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

function initialState(): SessionState {
  const stored = readStoredSession();
  return { ...stored, isAuthenticated: Boolean(stored.token) };
}

/** The session as this tab holds it; it starts from localStorage, and session-persistence.ts writes it back. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string; refreshToken?: string | null }>) {
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
      state.token = null;
      state.refreshToken = null;
      state.isAuthenticated = false;
    },
  },
});

export const { credentialsReceived, sessionSynced, loggedOut } = sessionSlice.actions;
