import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session.slice';

/**
 * The requests whose outcome this tab tells its user itself — the card reveal, the wallet and transfer
 * toasts. The server's notification of such an outcome names the request that caused it: here it only
 * counts in the bell; other tabs, which never saw the request, toast it.
 */
export interface OwnRequestsState {
  toldHere: string[];
}

/** More than a person can have in flight; an id whose notification never came (a failed call) falls off. */
const KEPT = 20;

const initialState: OwnRequestsState = { toldHere: [] };

export const ownRequestsSlice = createSlice({
  name: 'ownRequests',
  initialState,
  reducers: {
    /** Sent with the request, before any notification of it can arrive. */
    toldHere(state, action: PayloadAction<string>) {
      state.toldHere = [...state.toldHere.slice(1 - KEPT), action.payload];
    },
    /** Its notification arrived, or this tab no longer tells the outcome (a transfer left waiting). */
    released(state, action: PayloadAction<string>) {
      state.toldHere = state.toldHere.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const ownRequestsActions = ownRequestsSlice.actions;

export const isToldHere = (state: { ownRequests: OwnRequestsState }, requestId: string) => state.ownRequests.toldHere.includes(requestId);
