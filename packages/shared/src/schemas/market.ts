import { z } from 'zod';
import { MARKET_LIMITS, MARKET_SORTS, parseListingPrice } from '../validation/market.js';
import { RARITIES } from '../constants.js';
import { lazySchema } from './lazy-schema.js';
import { zRequestId } from './common.js';
import { ZCardFace } from './cards.js';
import { ZPreparedUsdtTransfer } from './transfer.js';

/** A card put up for sale at a fixed price in USDT (docs/product-rules.md "Marketplace"), once per request id. */
export const ZListingBody = lazySchema(() =>
  z
    .object({
      requestId: zRequestId(),
      /** USDT, in cents: '12.50'. */
      price: z.string().superRefine((value, ctx) => {
        const parsed = parseListingPrice(value);
        if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
      }),
    })
    .strict(),
);
export type TListingBody = z.input<typeof ZListingBody>;

/** A card's open listing as its seller sees it: the price, the creator's share of it and what the seller is paid. */
export const ZOwnListing = lazySchema(() =>
  z.object({
    id: z.string(),
    price: z.string(),
    creatorShare: z.string(),
    sellerGets: z.string(),
    createdAt: z.string(),
  }),
);
export type TOwnListing = z.infer<typeof ZOwnListing>;

/** A listing made or cancelled, and the words saying so. */
export const ZListingAnswer = lazySchema(() => z.object({ listing: ZOwnListing, message: z.string() }));
export type TListingAnswer = z.infer<typeof ZListingAnswer>;

/** One listing in a project's market: the card as it shows, its price and seller, and since when. */
export const ZMarketListing = lazySchema(() =>
  z.object({
    id: z.string(),
    cardId: z.string(),
    card: ZCardFace,
    design: z.string(),
    collection: z.string().nullable(),
    price: z.string(),
    /** What of the price goes to the project's creator. */
    creatorShare: z.string(),
    seller: z.string(),
    listedAt: z.string(),
  }),
);
export type TMarketListing = z.infer<typeof ZMarketListing>;

/** A design on the market: its cheapest open listing, how many are open, and its last sales, newest first. */
export const ZMarketDesign = lazySchema(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    rarity: z.enum(RARITIES),
    floor: z.string().nullable(),
    listed: z.number().int(),
    lastSales: z.array(z.object({ price: z.string(), soldAt: z.string() })),
  }),
);
export type TMarketDesign = z.infer<typeof ZMarketDesign>;

export const ZMarketQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().max(MARKET_LIMITS.searchMax).optional(),
    /** A design's key, as the market's designs name it. */
    design: z.string().max(MARKET_LIMITS.designKeyMax).optional(),
    rarity: z.enum(RARITIES).optional(),
    sort: z.enum(MARKET_SORTS).default('price_asc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
);
export type TMarketQuery = z.input<typeof ZMarketQuery>;

/** A page of a project's market, with its designs' floors and last sales (for the whole market, whatever the filters). */
export const ZMarketPage = lazySchema(() =>
  z.object({
    project: z.object({ slug: z.string(), name: z.string() }),
    listings: z.array(ZMarketListing),
    hasMore: z.boolean(),
    designs: z.array(ZMarketDesign),
  }),
);
export type TMarketPage = z.infer<typeof ZMarketPage>;

export const ZListingIdParams = lazySchema(() => z.object({ listingId: z.uuid() }));
export const ZReservationIdParams = lazySchema(() => z.object({ reservationId: z.uuid() }));

/** What became of a reservation: held (paid or not yet), its card bought, or paid after the listing closed (a refund is owed). */
export const RESERVATION_STATES = ['reserved', 'sold', 'refund_due'] as const;

/** A buyer's two-minute hold on a listing, with what its payment pays to whom. */
export const ZReservation = lazySchema(() =>
  z.object({
    id: z.string(),
    listingId: z.string(),
    card: z.object({ id: z.string(), name: z.string() }),
    seller: z.string(),
    price: z.string(),
    creatorShare: z.string(),
    sellerGets: z.string(),
    expiresAt: z.string(),
    state: z.enum(RESERVATION_STATES),
  }),
);
export type TReservation = z.infer<typeof ZReservation>;

/** A reservation made, and the payment its buyer's wallet signs and sends. */
export const ZReservationAnswer = lazySchema(() => z.object({ reservation: ZReservation, payment: ZPreparedUsdtTransfer }));
export type TReservationAnswer = z.infer<typeof ZReservationAnswer>;
