import { AUTH_PATHS } from '@arcana/shared';
import type { TVerifyResponse } from '@arcana/shared/schemas';
import { api } from './api';

/** The signed-in user and whether an admin is observing: read by the guard, the header and most pages. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<TVerifyResponse, void>({ query: () => AUTH_PATHS.verify, providesTags: ['User', 'Auth'] }),
  }),
});

export const { useSessionQuery } = sessionApi;
