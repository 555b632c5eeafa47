import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';

/** A row of an account that goes with it (ON DELETE CASCADE). */
export const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored lower-cased; the unique index makes e-mail case-insensitive. */
    email: text('email').unique(),
    emailVerifiedAt: at('email_verified_at'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    pfpKey: text('pfp_key'),
    /** AES-256-GCM under ENCRYPTION_KEY; set at setup, in use once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    totpLastUsedAt: at('totp_last_used_at'),
    /** The time step of the last accepted code: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    walletPublicKey: text('wallet_public_key').unique(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The admin list's order and cursor: newest first, the id breaking ties.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: ownedByUser(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_provider_user_idx').on(t.provider, t.providerUserId), index('identities_user_idx').on(t.userId)],
);

/**
 * When the account's password, e-mail or two-factor last changed (docs/product-rules.md "Trading"):
 * its trade hold runs from then. An account without a row never changed them.
 */
export const credentialChanges = pgTable('credential_changes', {
  userId: ownedByUser().primaryKey(),
  changedAt: at('changed_at').notNull().defaultNow(),
});
