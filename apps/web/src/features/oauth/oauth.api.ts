import { OAUTH_PATHS, providerPath } from '@arcana/shared';
import type { TMessageResponse, TOAuthCallbackBody, TOAuthCallbackResponse, TOAuthProviders, TOAuthStart } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** Social sign-in and linking: the login page, the callback pages and the integrations all use these. */
export const oauthApi = api.injectEndpoints({
  endpoints: (build) => ({
    oauthProviders: build.query<TOAuthProviders, void>({ query: () => OAUTH_PATHS.providers }),
    /** A sign-in: the intent is said outright, so a stale token in storage cannot turn it into a link. */
    startSignIn: build.mutation<TOAuthStart, string>({
      query: (provider) => ({ url: providerPath(OAUTH_PATHS.init, provider), method: 'POST', body: { isLinking: false } }),
    }),
    /** A link to the signed-in account (the bearer says whose). */
    startLink: build.mutation<TOAuthStart, string>({ query: (provider) => ({ url: providerPath(OAUTH_PATHS.auth, provider) }) }),
    oauthCallback: build.mutation<TOAuthCallbackResponse, { provider: string; body: TOAuthCallbackBody }>({
      query: ({ provider, body }) => ({ url: providerPath(OAUTH_PATHS.callback, provider), method: 'POST', body }),
    }),
    unlinkProvider: build.mutation<TMessageResponse, string>({
      query: (provider) => ({ url: providerPath(OAUTH_PATHS.unlink, provider), method: 'DELETE' }),
      invalidatesTags: ['User', 'Integration'],
    }),
  }),
});

export const { useOauthProvidersQuery, useStartSignInMutation, useStartLinkMutation, useOauthCallbackMutation, useUnlinkProviderMutation } =
  oauthApi;
