import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, id, createdAt } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { collections, projects } from '../projects/schema.js';
import { users } from '../users/schema.js';

/**
 * Cards that changed hands (docs/product-rules.md "Trading"): who gave each to whom, and when. It is
 * also each card's history of holders. A holder's account deleted since is named by nobody (null).
 */
export const cardTransfers = pgTable(
  'card_transfers',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How it changed hands: given ('gift') or bought on the market ('sale'). */
    kind: text('kind', { enum: ['gift', 'sale'] })
      .notNull()
      .default('gift'),
    /** The giver's id for one attempt (a sale's: its reservation's): its retries answer this transfer. */
    requestId: uuid('request_id').notNull(),
    /** A sale's listing: what it was bought for. */
    listingId: uuid('listing_id').references((): AnyPgColumn => listings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_transfers_request_uq').on(t.fromUserId, t.requestId),
    index('card_transfers_card_idx').on(t.cardId, t.createdAt),
    // A recipient's account deleted names them no more: found without reading every transfer.
    index('card_transfers_to_idx').on(t.toUserId),
    // A sale's listing deleted with its seller: its transfers found without reading every one.
    index('card_transfers_listing_idx')
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
  ],
);

/**
 * Cards offered at a fixed price in USDT on their project's market (docs/product-rules.md
 * "Marketplace"). What the market sorts and filters by (the card's design, name and rarity) is kept
 * with the listing, so a page of a large market is read from one index. A card has one open listing
 * at most; a closed one stays, sold (its price is a design's last sale) or cancelled.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null for the catalogue's cards of no collection. */
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /** The card's design: its id, or for a card of no design its name ('name:Ember Fox'). */
    designKey: text('design_key').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity').notNull(),
    /** Millionths of a USDT, in whole cents. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    /** The creator's share as the card's own version set it when it was listed. */
    creatorShareBps: integer('creator_share_bps').notNull(),
    /** The seller's id for one attempt: its retries answer this listing. */
    requestId: uuid('request_id').notNull(),
    state: text('state', { enum: ['open', 'sold', 'cancelled'] })
      .notNull()
      .default('open'),
    /** Who holds it reserved, and until when: nobody else reserves it meanwhile. */
    reservedBy: uuid('reserved_by'),
    reservedUntil: at('reserved_until'),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
  },
  (t) => {
    const open = sql`${t.state} = 'open'`;
    return [
      uniqueIndex('listings_request_uq').on(t.sellerId, t.requestId),
      uniqueIndex('listings_open_card_uq').on(t.cardId).where(open),
      // One index per market sort, of open listings only, in the page's own order.
      index('listings_market_price_idx').on(t.projectId, t.price, t.id).where(open),
      index('listings_market_newest_idx').on(t.projectId, t.createdAt, t.id).where(open),
      index('listings_seller_open_idx').on(t.sellerId).where(open),
      // A collection's listings: withdrawn together when it comes to draw for donations, and its foreign key's.
      index('listings_collection_idx').on(t.collectionId),
      // A design's last sales.
      index('listings_sold_idx')
        .on(t.projectId, t.designKey, t.closedAt)
        .where(sql`${t.state} = 'sold'`),
    ];
  },
);

/**
 * A buyer's hold on a listing, for two minutes (docs/product-rules.md "Marketplace"): what its payment
 * pays and to whom, fixed when it was made, and what became of it. Its id is the memo its payment
 * carries. A payment confirmed after it ran out is honoured while the listing is open; otherwise the
 * seller is asked to refund it.
 */
export const reservations = pgTable(
  'listing_reservations',
  {
    id: id(),
    /** Null once the listing is gone with its seller's account: the buyer is still told of a payment. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    cardName: text('card_name').notNull(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerWallet: text('buyer_wallet').notNull(),
    sellerWallet: text('seller_wallet').notNull(),
    /** The project's payout wallet; null when the creator takes no share. */
    payoutWallet: text('payout_wallet'),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    creatorUnits: bigint('creator_units', { mode: 'bigint' }).notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Reserved (paid or not yet), sold to its buyer, or paid after the listing closed: a refund is owed. */
    state: text('state', { enum: ['reserved', 'sold', 'refund_due'] })
      .notNull()
      .default('reserved'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [index('listing_reservations_listing_idx').on(t.listingId), index('listing_reservations_buyer_idx').on(t.buyerId, t.createdAt)],
);
