import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Dispatch } from '@reduxjs/toolkit';
import { AUTH_CALLS_WITHOUT_REFRESH, AUTH_PATHS } from '@arcana/shared';
import type { TSessionTokens } from '@arcana/shared/schemas';
import { credentialsReceived, loggedOut, type SessionState } from '../app/session.slice';

type RootLike = { session: SessionState };

export interface RefreshingBaseQueryOptions {
  baseUrl: string;
  /** Called after a failed refresh has logged the user out, to drop cached answers. */
  onSessionEnded: (dispatch: Dispatch) => void;
  fetchFn?: typeof fetch;
}

// The web checks this answer by hand rather than with the zod schema: zod stays out of the bundle.
const isSessionTokens = (data: unknown): data is TSessionTokens =>
  typeof (data as TSessionTokens | undefined)?.token === 'string' && typeof (data as TSessionTokens).refreshToken === 'string';

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/**
 * Sends the bearer token; on a 401 from a non-auth call, refreshes once and retries. Only one refresh
 * runs at a time: requests that fail meanwhile wait for it (spec part 1 §4 "Token refresh" and §8).
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
  let refreshing: Promise<boolean> | null = null;

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401 || AUTH_CALLS_WITHOUT_REFRESH.includes(urlOf(args))) return result;
    // A late answer to a request sent before logout: there is no session left to refresh or to end.
    if (!(api.getState() as RootLike).session.token) return result;

    refreshing ??= (async () => {
      const refreshToken = (api.getState() as RootLike).session.refreshToken;
      if (!refreshToken) return false;
      const refreshed = await rawBaseQuery({ url: AUTH_PATHS.refresh, method: 'POST', body: { refreshToken } }, api, extraOptions);
      if (!isSessionTokens(refreshed.data)) return false;
      api.dispatch(credentialsReceived(refreshed.data));
      return true;
    })().finally(() => {
      refreshing = null;
    });

    if (await refreshing) return rawBaseQuery(args, api, extraOptions);
    api.dispatch(loggedOut());
    options.onSessionEnded(api.dispatch);
    return result;
  };
}
