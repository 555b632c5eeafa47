import { fillPath, SHARE_PATHS } from '@arcana/shared';
import type { TCardShare, TCardShareState, TSharedCard } from '@arcana/shared/schemas';
import { api } from '../../api/api';

const ofCard = (cardId: string) => fillPath(SHARE_PATHS.cardShare, { cardId });

/** A card's public link, for its owner; a shared card, for anyone (docs/product-rules.md "Cards in 3D and shared"). */
export const sharesApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardShare: build.query<TCardShareState, string>({
      query: ofCard,
      providesTags: (_state, _error, cardId) => [{ type: 'CardShare', id: cardId }],
    }),
    shareCard: build.mutation<TCardShare, string>({
      query: (cardId) => ({ url: ofCard(cardId), method: 'POST' }),
      async onQueryStarted(cardId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sharesApi.util.upsertQueryData('cardShare', cardId, { share: data }));
      },
    }),
    revokeShare: build.mutation<void, string>({
      query: (cardId) => ({ url: ofCard(cardId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, cardId) => [{ type: 'CardShare', id: cardId }],
    }),
    sharedCard: build.query<TSharedCard, string>({
      query: (shareId) => fillPath(SHARE_PATHS.share, { shareId }),
    }),
  }),
});

export const { useCardShareQuery, useShareCardMutation, useRevokeShareMutation, useSharedCardQuery } = sharesApi;
