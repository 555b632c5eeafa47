import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session.slice';

export interface WalletState {
  publicKey: string | null;
  connected: boolean;
  isLoading: boolean;
  isAutoConnecting: boolean;
  error: string | null;
}

const initialState: WalletState = { publicKey: null, connected: false, isLoading: false, isAutoConnecting: false, error: null };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    connecting(state, action: PayloadAction<{ auto?: boolean } | undefined>) {
      state.isLoading = true;
      state.isAutoConnecting = Boolean(action.payload?.auto);
      state.error = null;
    },
    connected(state, action: PayloadAction<string>) {
      state.publicKey = action.payload;
      state.connected = true;
      state.isLoading = false;
      state.isAutoConnecting = false;
      state.error = null;
    },
    accountChanged(state, action: PayloadAction<string>) {
      state.publicKey = action.payload;
    },
    failed(state, action: PayloadAction<string | null>) {
      state.isLoading = false;
      state.isAutoConnecting = false;
      state.error = action.payload;
    },
    disconnected() {
      return initialState;
    },
  },
  // Logging out forgets the connected wallet too.
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const walletActions = walletSlice.actions;
