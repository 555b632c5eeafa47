import { AUTH_PATHS } from '@arcana/shared';
import type { TUser, TVerifyResponse } from '@arcana/shared/schemas';
import { api } from './api';

/** The signed-in user and whether an admin is observing: read by the guard, the header and most pages. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<TVerifyResponse, void>({ query: () => AUTH_PATHS.verify, providesTags: ['User', 'Auth'] }),
  }),
});

export const { useSessionQuery } = sessionApi;

/** Puts a user the server just sent (a profile update, the profileUpdated event) into the cache, without a refetch. */
export const replaceSessionUser = (user: TUser) =>
  sessionApi.util.updateQueryData('session', undefined, (draft) => void (draft.user = user));
