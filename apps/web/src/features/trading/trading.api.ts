import { fillPath, TRADING_PATHS } from '@arcana/shared';
import type {
  TCardTrading,
  TCardTransfer,
  TCardTransferBody,
  TCardTransferNonceBody,
  TListingAnswer,
  TListingBody,
  TMarketPage,
  TMarketQuery,
  TReservation,
  TReservationAnswer,
  TWalletNonceResponse,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** What a card changing hands changes: the collection, its figures and the Forge's offers on both sides. */
export const TRANSFERRED_TAGS = ['Collectibles', 'Collected', 'Crafting', 'CardTrading', 'Fairness'] as const;

/** What listing, cancelling or a withdrawal changes: the card's panel, what it can do, and its market. */
export const LISTED_TAGS = ['CardTrading', 'Crafting', 'Plays', 'Market'] as const;

/** Cards changing hands (docs/product-rules.md "Trading", "Marketplace"): a card's holders, giving it, listing it, and buying. */
export const tradingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Read again after a play or a craft too: either can change whether the card can be given.
    cardTrading: build.query<TCardTrading, string>({
      query: (cardId) => fillPath(TRADING_PATHS.card, { cardId }),
      providesTags: (_answer, _error, cardId) => ['CardTrading', 'Collectibles', 'Crafting', { type: 'Plays', id: cardId }],
    }),
    /** A mutation, not a query: each call issues a new single-use nonce. */
    transferNonce: build.mutation<TWalletNonceResponse, TCardTransferNonceBody & { cardId: string }>({
      query: ({ cardId, ...body }) => ({ url: fillPath(TRADING_PATHS.transferNonce, { cardId }), method: 'POST', body }),
    }),
    transferCard: build.mutation<TCardTransfer, TCardTransferBody & { cardId: string }>({
      query: ({ cardId, ...body }) => ({ url: fillPath(TRADING_PATHS.transfer, { cardId }), method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? ['CardTrading'] : [...TRANSFERRED_TAGS]),
    }),
    listCard: build.mutation<TListingAnswer, TListingBody & { cardId: string }>({
      query: ({ cardId, ...body }) => ({ url: fillPath(TRADING_PATHS.listing, { cardId }), method: 'POST', body }),
      invalidatesTags: [...LISTED_TAGS],
    }),
    cancelListing: build.mutation<TListingAnswer, string>({
      query: (cardId) => ({ url: fillPath(TRADING_PATHS.listing, { cardId }), method: 'DELETE' }),
      invalidatesTags: [...LISTED_TAGS],
    }),
    market: build.query<TMarketPage, TMarketQuery & { slug: string }>({
      query: ({ slug, ...params }) => ({ url: fillPath(TRADING_PATHS.market, { slug }), params }),
      providesTags: ['Market'],
    }),
    reserveListing: build.mutation<TReservationAnswer, string>({
      query: (listingId) => ({ url: fillPath(TRADING_PATHS.reserve, { listingId }), method: 'POST' }),
    }),
    reservation: build.query<TReservation, string>({
      query: (reservationId) => fillPath(TRADING_PATHS.reservation, { reservationId }),
    }),
  }),
});

export const {
  useCardTradingQuery,
  useTransferNonceMutation,
  useTransferCardMutation,
  useListCardMutation,
  useCancelListingMutation,
  useMarketQuery,
  useReserveListingMutation,
  useLazyReservationQuery,
} = tradingApi;
