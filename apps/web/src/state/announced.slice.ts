import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationType } from '@arcana/shared';
import { loggedOut } from './session.slice';

/**
 * What this tab is telling its user about itself — the wallet toasts, the card reveal — and so the
 * server's notification about it should not toast a second time. The server's echo can arrive before
 * or after the reply of the call that caused it, so an announcement waits for its echo (one each),
 * and is withdrawn when the call fails. Other tabs announce nothing and toast the notification.
 */
export interface AnnouncedState {
  awaitingEcho: Partial<Record<NotificationType, number>>;
}

const initialState: AnnouncedState = { awaitingEcho: {} };

const take = (state: AnnouncedState, type: NotificationType) => {
  const left = (state.awaitingEcho[type] ?? 0) - 1;
  if (left > 0) state.awaitingEcho[type] = left;
  else delete state.awaitingEcho[type];
};

export const announcedSlice = createSlice({
  name: 'announced',
  initialState,
  reducers: {
    /** Sent just before the call whose notification this tab shows in its own way. */
    announced(state, action: PayloadAction<NotificationType>) {
      state.awaitingEcho[action.payload] = (state.awaitingEcho[action.payload] ?? 0) + 1;
    },
    /** The call failed: no notification will come. */
    withdrawn(state, action: PayloadAction<NotificationType>) {
      take(state, action.payload);
    },
    /** The server's notification for an announcement arrived (and stayed quiet). */
    echoed(state, action: PayloadAction<NotificationType>) {
      take(state, action.payload);
    },
    /** The realtime link was away: the echoes sent meanwhile are lost, and none is awaited any more. */
    echoesLost: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialState),
});

export const announcedActions = announcedSlice.actions;

export const isAwaitingEcho = (state: { announced: AnnouncedState }, type: NotificationType) =>
  (state.announced.awaitingEcho[type] ?? 0) > 0;
