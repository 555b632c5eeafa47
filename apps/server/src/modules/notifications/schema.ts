import type { TNotificationCard } from '@arcana/shared/schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { ownedByUser } from '../users/schema.js';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedByUser(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    redirectUrl: text('redirect_url'),
    /** The card a card notification is about, as it was drawn (a card's name and rarity never change): its thumbnail. */
    card: jsonb('card').$type<TNotificationCard>(),
    createdAt: createdAt(),
    /**
     * What a burst adds to (docs/product-rules.md "Notifications"): the kind and the place, as one
     * project's cards drawn; null for a notification told once. An unread one takes the next of its burst.
     */
    burstKey: text('burst_key'),
    /** How many it tells of: the cards drawn, the draws earned. */
    burstCount: integer('burst_count').notNull().default(1),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_open_burst_uq')
      .on(t.userId, t.burstKey)
      .where(sql`${t.burstKey} is not null and not ${t.read}`),
  ],
);

/**
 * How a user wants each type of notification told (docs/product-rules.md "Notifications"): as a toast,
 * as a browser notification. A type without a row is told both ways; every notification is kept in
 * the bell whatever the row says.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownedByUser(),
    type: text('type').notNull(),
    toast: boolean('toast').notNull(),
    browser: boolean('browser').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
