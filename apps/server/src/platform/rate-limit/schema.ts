import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});
