import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';

/** A signup that has not chosen its username yet; the password is already hashed. */
export const signupTemp = pgTable('signup_temp', {
  id: id(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
  email: text('email'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
