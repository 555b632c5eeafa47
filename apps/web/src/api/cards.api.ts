import { CARD_PATHS } from '@arcana/shared';
import type { TCard, TCardPage, TCardPageQuery, TCollectBody, TCollectionSummary } from '@arcana/shared/schemas';
import { api } from './api';

/** A card shown while its collect call is in flight (spec part 1 §4 "Card collection"). */
export function collectingPlaceholder(publicKey: string, requestId: string): TCard {
  const now = new Date().toISOString();
  return {
    id: `pending-${requestId}`,
    name: 'Collecting...',
    description: '',
    image: '⏳',
    rarity: 'common',
    type: 'warrior',
    power: 0,
    defense: 0,
    mintDate: now,
    collectedAt: now,
    publicKey,
    fairness: null,
  };
}

export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest page: the whole collection while it fits in one. */
    myCollectibles: build.query<TCard[], void>({ query: () => CARD_PATHS.mine, providesTags: ['Collectibles'] }),
    /** One of the owner's cards by its id, however far back (the newest page may not hold it). */
    myCollectible: build.query<TCard, string>({
      query: (cardId) => CARD_PATHS.mineOne.replace(':cardId', encodeURIComponent(cardId)),
      providesTags: ['Collectibles'],
    }),
    collectionSummary: build.query<TCollectionSummary, void>({ query: () => CARD_PATHS.mineSummary, providesTags: ['Collectibles'] }),
    /** A larger collection, sorted, filtered and searched by the server, a page at a time. */
    collectionPages: build.infiniteQuery<TCardPage, TCardPageQuery, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg, pageParam }) => ({ url: CARD_PATHS.minePage, params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg }),
      providesTags: ['Collectibles'],
    }),
    collect: build.mutation<TCard, TCollectBody>({
      query: (body) => ({ url: CARD_PATHS.collect, method: 'POST', body }),
      // A card spends a nonce of the fairness seed.
      invalidatesTags: ['Notifications', 'UnreadCount', 'Fairness'],
      // The placeholder shows at once; the server's card replaces it, or it goes on failure.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const placeholder = collectingPlaceholder(body.publicKey, body.requestId);
        const patch = dispatch(cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => void cards.unshift(placeholder)));
        try {
          const { data } = await queryFulfilled;
          dispatch(
            cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => {
              const at = cards.findIndex((c) => c.id === placeholder.id);
              if (at >= 0) cards.splice(at, 1, data);
              else if (!cards.some((c) => c.id === data.id)) cards.unshift(data);
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useMyCollectiblesQuery,
  useMyCollectibleQuery,
  useCollectionSummaryQuery,
  useCollectionPagesInfiniteQuery,
  useCollectMutation,
} = cardsApi;
