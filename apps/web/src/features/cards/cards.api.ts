import { CARD_PAGE_SIZE, CARD_PATHS, HOUSE_PROJECT_SLUG, PRODUCT_NAME, summaryWith } from '@arcana/shared';
import type {
  TCard,
  TCardPage,
  TCardPageQuery,
  TCollectBody,
  TCollectionSummary,
  TCommunityFigures,
  TMarkSeenBody,
  TMarkSeenResult,
  TMyDraws,
  TMyDrawsQuery,
} from '@arcana/shared/schemas';
import type { AppStore } from '../../state/store';
import { api } from '../../api/api';
import { refetchWhatIsInFlight } from '../../api/in-flight';
import { placeholderId } from './card/collecting-placeholder';
import { putIntoPages } from './collected-in-pages';

/** A card shown while its collect call is in flight (docs/product-rules.md "Cards and collecting"). */
export function collectingPlaceholder(publicKey: string, requestId: string): TCard {
  const now = new Date().toISOString();
  return {
    id: placeholderId(requestId),
    name: 'Collecting...',
    description: '',
    image: '⏳',
    rarity: 'common',
    type: 'warrior',
    power: 0,
    defense: 0,
    mintDate: now,
    collectedAt: now,
    seenAt: null,
    publicKey,
    fairness: null,
    proofCode: null,
    // The collect draws from the house collection (docs/product-rules.md "Projects and odds").
    project: { slug: HOUSE_PROJECT_SLUG, name: PRODUCT_NAME },
  };
}

/** The newest page with a collected card in it, in place of its placeholder: once, whichever word comes first. */
function putIntoNewest(cards: TCard[], card: TCard, requestId: string) {
  const at = cards.findIndex((c) => c.id === placeholderId(requestId));
  if (at >= 0) cards.splice(at, 1, card);
  else if (!cards.some((c) => c.id === card.id)) cards.unshift(card);
  if (cards.length > CARD_PAGE_SIZE) cards.length = CARD_PAGE_SIZE;
}

/**
 * A card collected in any tab of the account (the realtime link's word), put into every cached view
 * of the collection in place: its newest page, its figures, and the pages of each sort and filter
 * loaded so far. Kept events come once each, so the figures count it once.
 */
export function putCollectedCard({ dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>, card: TCard, requestId: string) {
  dispatch(cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => putIntoNewest(cards, card, requestId)));
  dispatch(cardsApi.util.updateQueryData('collectionSummary', undefined, (summary) => summaryWith(summary, card)));
  for (const { endpointName, originalArgs } of cardsApi.util.selectInvalidatedBy(getState(), ['Collectibles'])) {
    if (endpointName !== 'collectionPages') continue;
    const query = originalArgs as TCardPageQuery;
    dispatch(cardsApi.util.updateQueryData('collectionPages', query, (draft) => putIntoPages(draft.pages, query, card)));
  }
  refetchWhatIsInFlight({ dispatch, getState }, ['myCollectibles', 'collectionSummary', 'collectionPages'], ['Collectibles']);
}

/**
 * Cards their owner has now seen (here, or in another tab: the realtime link's word), marked in every
 * cached view of the collection: they are no longer 'NEW!' wherever they show next. Nothing is
 * fetched again.
 */
export function putSeenCards(
  { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>,
  { cardIds, seenAt }: TMarkSeenResult,
  stacksSeen: readonly string[] = [],
) {
  // A stack is new while any copy is: one seen with its copies is seen, whichever of them this call marked.
  const ids = new Set([...cardIds, ...stacksSeen]);
  const mark = (card: TCard) => {
    if (ids.has(card.id) && card.seenAt === null) card.seenAt = seenAt;
  };
  for (const { endpointName, originalArgs } of cardsApi.util.selectInvalidatedBy(getState(), ['Collectibles'])) {
    if (endpointName === 'myCollectibles')
      dispatch(cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => cards.forEach(mark)));
    if (endpointName === 'myCollectible' && ids.has(originalArgs as string))
      dispatch(cardsApi.util.updateQueryData('myCollectible', originalArgs as string, mark));
    if (endpointName === 'collectionPages')
      dispatch(
        cardsApi.util.updateQueryData('collectionPages', originalArgs as TCardPageQuery, (draft) =>
          draft.pages.forEach((page) => page.cards.forEach(mark)),
        ),
      );
  }
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
    /** The whole community's figures (The Forge's overview): anyone may read them. */
    communityFigures: build.query<TCommunityFigures, void>({ query: () => CARD_PATHS.communityFigures }),
    collectionSummary: build.query<TCollectionSummary, void>({ query: () => CARD_PATHS.mineSummary, providesTags: ['Collectibles'] }),
    /** A larger collection, sorted, filtered and searched by the server, a page at a time. */
    collectionPages: build.infiniteQuery<TCardPage, TCardPageQuery, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg, pageParam }) => ({ url: CARD_PATHS.minePage, params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg }),
      providesTags: ['Collectibles'],
    }),
    /** Cards now seen: the cache says so as soon as the server has (docs/product-rules.md "Cards and collecting"). */
    markSeen: build.mutation<TMarkSeenResult, TMarkSeenBody>({
      query: (body) => ({ url: CARD_PATHS.mineSeen, method: 'POST', body }),
      async onQueryStarted(body, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) putSeenCards({ dispatch, getState: getState as AppStore['getState'] }, data, body.withCopies ? body.cardIds : []);
      },
    }),
    /** The draws the user has left (docs/product-rules.md "Draws are earned"). */
    myDraws: build.query<TMyDraws, TMyDrawsQuery>({ query: (params) => ({ url: CARD_PATHS.myDraws, params }), providesTags: ['Draws'] }),
    collect: build.mutation<TCard, TCollectBody>({
      query: (body) => ({ url: CARD_PATHS.collect, method: 'POST', body }),
      // A card spends a nonce of the fairness seed and a draw. Its notification comes over the realtime link.
      invalidatesTags: ['Fairness', 'Draws'],
      // The placeholder shows at once; the server's card replaces it, or it goes on failure.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cardsApi.util.updateQueryData(
            'myCollectibles',
            undefined,
            (cards) => void cards.unshift(collectingPlaceholder(body.publicKey, body.requestId)),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => putIntoNewest(cards, data, body.requestId)));
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
  useCommunityFiguresQuery,
  useCollectionPagesInfiniteQuery,
  useCollectMutation,
  useMarkSeenMutation,
  useMyDrawsQuery,
} = cardsApi;
