import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { ownedByUser } from '../users/schema.js';

/**
 * A card its owner shared at a public page (docs/product-rules.md "Cards in 3D and shared"): one link
 * per card at a time, revoked by its owner; a revoked link stays, so its address is never reused.
 */
export const cardShares = pgTable(
  'card_shares',
  {
    /** 12 random bytes, URL-safe base64: the page's address. */
    id: text('id').primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    /** The owner's referral code to the card's project, which the link carries; null when the project takes none (suspended). */
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('card_shares_live_idx')
      .on(t.cardId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
