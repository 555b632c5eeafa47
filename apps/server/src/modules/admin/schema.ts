import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';

/**
 * Each ADMIN_EMAILS address that has made its holder admin: it does so once, so a later revoke stands.
 * Kept when the account goes, so the address cannot be signed up again to become admin.
 */
export const configuredAdminGrants = pgTable('configured_admin_grants', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').notNull(),
  grantedAt: at('granted_at').notNull().defaultNow(),
});
