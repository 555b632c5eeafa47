import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { AUTH_CALLS_WITHOUT_REFRESH } from '@arcana/shared';
import type { SessionState } from '../state/session.slice';
import { errorCode } from './error-text';
import type { RefreshSession } from './session-refresh';

type RootLike = { session: SessionState };

export interface RefreshingBaseQueryOptions {
  baseUrl: string;
  /** The one session refresh (session-refresh.ts), shared with the realtime socket. */
  refreshSession: RefreshSession;
  /** Asks "Confirm it's you"; resolves true once presence is proven, false when the user cancels. */
  confirmPresence: (repeat: boolean) => Promise<boolean>;
  fetchFn?: typeof fetch;
}

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/**
 * Sends the bearer token. On a 401 from a non-auth call, refreshes (one refresh at a time, across
 * tabs) and retries (docs/product-rules.md "Sign-in and sessions"). On a 403 REAUTH_REQUIRED, asks the
 * user to confirm it's them and retries once per confirmation; a cancelled confirmation returns the 403
 * as it is (callers stay quiet about it: isConfirmationDeclined).
 */
export function createRefreshingBaseQuery(
  options: RefreshingBaseQueryOptions,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetchFn: options.fetchFn,
    prepareHeaders(headers, { getState }) {
      const token = (getState() as RootLike).session.token;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
  // How many times presence was confirmed: a refusal of a request sent before the latest
  // confirmation is stale, and the request is retried without asking again.
  let confirmations = 0;

  const sendRefreshing: typeof rawBaseQuery = async (args, api, extraOptions) => {
    const sentWith = (api.getState() as RootLike).session.token;
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401 || AUTH_CALLS_WITHOUT_REFRESH.includes(urlOf(args))) return result;
    const outcome = await options.refreshSession(api, sentWith);
    return outcome === 'refreshed' ? rawBaseQuery(args, api, extraOptions) : result;
  };

  return async (args, api, extraOptions) => {
    const confirmedBefore = confirmations;
    let result = await sendRefreshing(args, api, extraOptions);
    for (let repeat = false; result.error?.status === 403 && errorCode(result.error) === 'REAUTH_REQUIRED'; repeat = true) {
      if (repeat || confirmations === confirmedBefore) {
        if (!(await options.confirmPresence(repeat))) return result;
        confirmations += 1;
      }
      result = await sendRefreshing(args, api, extraOptions);
    }
    return result;
  };
}
