import { FAIRNESS_PATHS, fillPath, OVERLAY_PATHS } from '@arcana/shared';
import type { TDrawProof, TFairnessSeeds, TRotateSeedBody, TSeedChain } from '@arcana/shared/schemas';
import { api } from '../../api/api';

export const fairnessApi = api.injectEndpoints({
  endpoints: (build) => ({
    fairnessSeeds: build.query<TFairnessSeeds, void>({ query: () => FAIRNESS_PATHS.seeds, providesTags: ['Fairness'] }),
    /** The signed-in collector's seed chains in force in a project: asking publishes the first, before any draw there. */
    seedChains: build.query<TSeedChain[], string>({
      query: (slug) => fillPath(FAIRNESS_PATHS.chain, { slug }),
      providesTags: ['Fairness'],
    }),
    /** A draw shown on a stream, by its verification code: public; read again when a seed is revealed (here, or in another tab). */
    drawProof: build.query<TDrawProof, string>({
      query: (code) => fillPath(OVERLAY_PATHS.proof, { code }),
      providesTags: ['DrawProof', 'Fairness'],
    }),
    rotateSeed: build.mutation<TFairnessSeeds, TRotateSeedBody>({
      query: (body) => ({ url: FAIRNESS_PATHS.rotate, method: 'POST', body }),
      // A proof on show may be of the seed just revealed.
      invalidatesTags: ['DrawProof'],
      // The answer is the new state: no second request for it.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(fairnessApi.util.upsertQueryData('fairnessSeeds', undefined, data));
      },
    }),
  }),
});

export const { useDrawProofQuery, useFairnessSeedsQuery, useRotateSeedMutation, useSeedChainsQuery } = fairnessApi;
