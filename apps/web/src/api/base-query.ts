import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_PREFIX, AUTH_CALLS_WITHOUT_REFRESH, AUTH_PATHS, ZSessionTokens } from '@arcana/shared';
import { credentialsReceived, loggedOut, type SessionState } from '../app/session.slice';
// A cycle by design: api.ts builds on this query, and a failed refresh resets api's cache.
import { api as arcanaApi } from './api';

type RootLike = { session: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_PREFIX,
  credentials: 'include',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as RootLike).session.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/** One refresh at a time: requests that fail meanwhile wait for it, then retry with the new token. */
let refreshing: Promise<boolean> | null = null;

export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || AUTH_CALLS_WITHOUT_REFRESH.includes(urlOf(args))) return result;

  refreshing ??= (async () => {
    const refreshToken = (api.getState() as RootLike).session.refreshToken;
    if (!refreshToken) return false;
    const refreshed = await rawBaseQuery({ url: AUTH_PATHS.refresh, method: 'POST', body: { refreshToken } }, api, extraOptions);
    const tokens = ZSessionTokens.safeParse(refreshed.data);
    if (!tokens.success) return false;
    api.dispatch(credentialsReceived(tokens.data));
    return true;
  })().finally(() => {
    refreshing = null;
  });

  if (await refreshing) return rawBaseQuery(args, api, extraOptions);
  api.dispatch(loggedOut());
  api.dispatch(arcanaApi.util.resetApiState());
  return result;
};
