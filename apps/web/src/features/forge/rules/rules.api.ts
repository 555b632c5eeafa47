import { fillPath, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import type {
  TDonationReceipt,
  TGrant,
  TWaitingViewer,
  TMessageResponse,
  TOAuthStart,
  TRule,
  TRuleBody,
  TRulePatch,
  TTwitchChannel,
  TTwitchChatPatch,
} from '@arcana/shared/schemas';
import { api } from '../../../api/api';
import type { AppStore } from '../../../state/store';

/** The server answers a collection's 50 newest grants; the live feed keeps no more than that. */
export const GRANT_FEED_LENGTH = 50;

/**
 * A collection's earning rules, its grants and its project's Twitch channel, for its creator
 * (docs/product-rules.md "Earning rules"). Each list is tagged by its collection or project, so a
 * change refetches only that one.
 */
export const rulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectionRules: build.query<TRule[], string>({
      query: (collectionId) => fillPath(REWARD_PATHS.rules, { collectionId }),
      providesTags: (_rules, _error, collectionId) => [{ type: 'Rules', id: collectionId }],
    }),
    addRule: build.mutation<TRule, TRuleBody & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: fillPath(REWARD_PATHS.rules, { collectionId }), method: 'POST', body }),
      invalidatesTags: (_rule, error, { collectionId }) => (error ? [] : [{ type: 'Rules', id: collectionId }]),
    }),
    // The answer is the rule as it now stands: it takes its place in the cached list, with no refetch.
    changeRule: build.mutation<TRule, TRulePatch & { ruleId: string }>({
      query: ({ ruleId, ...body }) => ({ url: fillPath(REWARD_PATHS.rule, { ruleId }), method: 'PATCH', body }),
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        const { data: rule } = await queryFulfilled.catch(() => ({ data: null }));
        if (!rule) return;
        dispatch(
          rulesApi.util.updateQueryData('collectionRules', rule.collectionId, (rules) => {
            const index = rules.findIndex((r) => r.id === rule.id);
            if (index >= 0) rules[index] = rule;
          }),
        );
        // The public's list of ways to earn shows the rules that are on.
        dispatch(rulesApi.util.invalidateTags([{ type: 'WaysToEarn', id: rule.collectionId }]));
      },
    }),
    collectionGrants: build.query<TGrant[], string>({
      query: (collectionId) => fillPath(REWARD_PATHS.grants, { collectionId }),
      providesTags: (_grants, _error, collectionId) => [{ type: 'Grants', id: collectionId }],
    }),
    /** Read again as grants arrive (a viewer who signed up is granted, and waits no more), and now and then for new ones. */
    waitingViewers: build.query<TWaitingViewer[], string>({
      query: (collectionId) => fillPath(REWARD_PATHS.waiting, { collectionId }),
      providesTags: (_viewers, _error, collectionId) => [{ type: 'WaitingViewers', id: collectionId }],
    }),
    collectionDonations: build.query<TDonationReceipt[], string>({
      query: (collectionId) => fillPath(REWARD_PATHS.donations, { collectionId }),
      providesTags: ['Donations'],
    }),
    twitchChannel: build.query<TTwitchChannel, string>({
      query: (projectId) => fillPath(TWITCH_PATHS.channel, { projectId }),
      providesTags: (_channel, _error, projectId) => [{ type: 'TwitchChannel', id: projectId }],
    }),
    /** Where the broadcaster's consent happens: the popup goes there; the channel is read again once it reports. */
    connectTwitch: build.mutation<TOAuthStart, string>({
      query: (projectId) => ({ url: fillPath(TWITCH_PATHS.connect, { projectId }), method: 'POST' }),
    }),
    /**
     * What Arcana says in the channel's chat, shown ticked at once (a second tick before the first is
     * answered keeps the first, each sent whole); a refusal puts it back. An answer that comes late says
     * what was asked then, not now: it is not drawn.
     */
    setTwitchChat: build.mutation<TTwitchChannel, { projectId: string } & TTwitchChatPatch>({
      query: ({ projectId, ...body }) => ({ url: fillPath(TWITCH_PATHS.chat, { projectId }), method: 'PATCH', body }),
      async onQueryStarted({ projectId, chat }, { dispatch, queryFulfilled }) {
        const ticked = dispatch(
          rulesApi.util.updateQueryData('twitchChannel', projectId, (draft) => {
            if (draft.channel) draft.channel.chat = chat;
          }),
        );
        await queryFulfilled.catch(() => ticked.undo());
      },
    }),
    disconnectTwitch: build.mutation<TMessageResponse, string>({
      query: (projectId) => ({ url: fillPath(TWITCH_PATHS.channel, { projectId }), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, projectId) => [{ type: 'TwitchChannel', id: projectId }],
    }),
  }),
});

export const {
  useCollectionRulesQuery,
  useAddRuleMutation,
  useChangeRuleMutation,
  useCollectionGrantsQuery,
  useCollectionDonationsQuery,
  useTwitchChannelQuery,
  useConnectTwitchMutation,
  useDisconnectTwitchMutation,
  useSetTwitchChatMutation,
  useWaitingViewersQuery,
} = rulesApi;

/**
 * A grant heard on the creator's socket: first in its collection's feed (once, however often it is
 * heard), and its rule's figures (draws granted, budget left) read again.
 */
export function putGrant({ dispatch }: Pick<AppStore, 'dispatch'>, grant: TGrant) {
  dispatch(
    rulesApi.util.updateQueryData('collectionGrants', grant.collectionId, (grants) => {
      if (grants.some((g) => g.id === grant.id)) return;
      grants.unshift(grant);
      if (grants.length > GRANT_FEED_LENGTH) grants.length = GRANT_FEED_LENGTH;
    }),
  );
  dispatch(
    rulesApi.util.invalidateTags([
      { type: 'Rules', id: grant.collectionId },
      { type: 'WaitingViewers', id: grant.collectionId },
    ]),
  );
}
