import { fillPath, REWARD_PATHS } from '@arcana/shared';
import type {
  TClaimResult,
  TDonationReceipt,
  TMessageResponse,
  TReferralArrivalBody,
  TReferralLink,
  TReferralVisit,
  TReferralVisitBody,
  TWayToEarn,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** How a published collection's draws are earned, for anyone; a collector's claims of the rules they meet elsewhere; referrals. */
export const rewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    waysToEarn: build.query<TWayToEarn[], string>({
      query: (collectionId) => fillPath(REWARD_PATHS.waysToEarn, { collectionId }),
      providesTags: (_ways, _error, collectionId) => [{ type: 'WaysToEarn', id: collectionId }],
    }),
    // A claim granted is draws left to draw: the collection's count is read again.
    claimRule: build.mutation<TClaimResult, string>({
      query: (ruleId) => ({ url: fillPath(REWARD_PATHS.claim, { ruleId }), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Draws']),
    }),
    myDonations: build.query<TDonationReceipt[], void>({ query: () => REWARD_PATHS.myDonations, providesTags: ['Donations'] }),
    // The browser is named by the server's own cookie, which these requests carry; never by the body.
    referralLink: build.mutation<TReferralLink, string>({
      query: (collectionId) => ({ url: fillPath(REWARD_PATHS.referralLink, { collectionId }), method: 'POST' }),
    }),
    referralVisit: build.mutation<TReferralVisit, TReferralVisitBody>({
      query: (body) => ({ url: REWARD_PATHS.referralVisits, method: 'POST', body }),
    }),
    referralArrival: build.mutation<TMessageResponse, TReferralArrivalBody>({
      query: (body) => ({ url: REWARD_PATHS.referralArrivals, method: 'POST', body }),
    }),
  }),
});

export const {
  useWaysToEarnQuery,
  useClaimRuleMutation,
  useMyDonationsQuery,
  useReferralLinkMutation,
  useReferralVisitMutation,
  useReferralArrivalMutation,
} = rewardsApi;
