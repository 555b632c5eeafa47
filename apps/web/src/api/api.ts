import type { Dispatch } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { API_PREFIX, CACHE_KEEP_UNUSED_S } from '@arcana/shared';
import { loggedOut } from '../state/session.slice';
import { createRefreshingBaseQuery } from './base-query';
import { confirmationPrompt } from './confirmation-prompt';
import { fetchWithEarlyResponses } from './early-responses';
import { createSessionRefresher } from './session-refresh';

export const TAG_TYPES = [
  'User',
  'FailedWork',
  'Collectibles',
  'CardTrading',
  'PublicProfile',
  'Notifications',
  'UnreadCount',
  'Auth',
  'EmailTemplate',
  'Integration',
  'Fairness',
  'DrawProof',
  'Wallet',
  'Projects',
  'Reviews',
  'Draws',
  'Collected',
  'Rules',
  'Grants',
  'WaitingViewers',
  'TwitchChannel',
  'WaysToEarn',
  'Donations',
  'Overlay',
  'Plays',
  'Crafting',
  'PlayQueue',
  'CardShare',
  'ApiKeys',
  'PlayerLinks',
  'Webhooks',
  'WebhookDeliveries',
  'Market',
] as const;

/** The session's one refresh: the base query uses it on a 401, the realtime socket on an expired token. */
export const refreshSession = createSessionRefresher({
  baseUrl: API_PREFIX,
  onSessionEnded: endSession,
});

/** One API for the whole app; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createRefreshingBaseQuery({
    baseUrl: API_PREFIX,
    refreshSession,
    confirmPresence: confirmationPrompt.ask,
    fetchFn: fetchWithEarlyResponses,
  }),
  keepUnusedDataFor: CACHE_KEEP_UNUSED_S,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The query of a JSON POST endpoint: the mutation's argument is the body. */
export const postTo =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** Ends the session in this tab: tokens and storage go, and every cached answer with them. */
export function endSession(dispatch: Dispatch) {
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
