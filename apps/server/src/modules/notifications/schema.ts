import type { TNotificationCard } from '@arcana/shared/schemas';
import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
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
