import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';
import { ownRequestsSlice } from './own-requests.slice';
import { createSessionPersistence } from './session-persistence';
import { sessionSlice, type SessionState } from './session.slice';
import { walletSlice } from './wallet.slice';

/** The session comes from localStorage unless given (a page prerendered at build time has no storage). */
export function createStore(session?: SessionState) {
  return configureStore({
    ...(session ? { preloadedState: { session } } : {}),
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionSlice.reducer,
      wallet: walletSlice.reducer,
      ownRequests: ownRequestsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware, createSessionPersistence()),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
