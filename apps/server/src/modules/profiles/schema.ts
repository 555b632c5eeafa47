import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';
import { cards } from '../draws/schema.js';
import { ownedByUser } from '../users/schema.js';

/**
 * A collector's public profile (docs/product-rules.md "Public profiles"): private until its owner
 * makes it public. An account without a row has never made it public.
 */
export const profiles = pgTable('profiles', {
  userId: ownedByUser().primaryKey(),
  public: boolean('public').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The cards a profile shows, in its owner's order. A card spent or given away since stays listed
 * but is not shown: the profile shows only the cards its owner still holds.
 */
export const profileCards = pgTable(
  'profile_cards',
  {
    userId: ownedByUser(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index('profile_cards_card_idx').on(t.cardId),
    check('profile_cards_position_in_range', sql`${t.position} between 0 and 11`),
  ],
);
