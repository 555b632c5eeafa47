import { INTEGRATION_PATHS, INTEGRATIONS_CACHE_KEEP_UNUSED_S } from '@arcana/shared';
import type { TIntegrations, TSteamPrivacy } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** The linked providers as integrations, and Steam's game-details privacy. */
export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Each visit to the integrations asks the server again: nothing is kept once unused.
    integrations: build.query<TIntegrations, void>({
      query: () => INTEGRATION_PATHS.list,
      providesTags: ['Integration'],
      keepUnusedDataFor: INTEGRATIONS_CACHE_KEEP_UNUSED_S,
    }),
    checkSteamPrivacy: build.mutation<TSteamPrivacy, void>({
      query: () => INTEGRATION_PATHS.steamPrivacy,
      invalidatesTags: ['Integration'],
    }),
  }),
});

export const { useIntegrationsQuery, useCheckSteamPrivacyMutation } = integrationsApi;
