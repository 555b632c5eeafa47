import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { ownedByUser } from '../users/schema.js';

/** Ten per user while two-factor is on: SHA-256 of the normalized code (they are random, not chosen). */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: id(),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('backup_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** 'Remember this device for 30 days': the browser keeps the token in a cookie, we keep its hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);
