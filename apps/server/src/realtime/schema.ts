import { bigserial, index, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.js';
import { ownedByUser } from '../modules/users/schema.js';

/**
 * Every event sent to a user's sockets, kept a day so a socket that was away hears what it missed:
 * the socket messages themselves ([event, payload] pairs), under an id that only grows.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownedByUser(),
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  // Rows arrive in time order and leave by age: a BRIN index finds the old ones at almost no cost per insert.
  (t) => [index('user_events_user_idx').on(t.userId, t.id), index('user_events_created_idx').using('brin', t.createdAt)],
);
