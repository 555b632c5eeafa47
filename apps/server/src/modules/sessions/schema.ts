import { type AnyPgColumn, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { ownedByUser, users } from '../users/schema.js';

/** One row per login: the access token's `sid`, and the family its refresh tokens rotate in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    /** When the user last proved presence in this session (password, TOTP, backup code, or a mailed link): sudo mode. */
    reauthenticatedAt: at('reauthenticated_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Set on an observer's session: the admin looking (the token's `act`), from which of their own
     * sessions, and the hour after which it ends whatever it does. The session's user is the one observed.
     */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    actorSessionId: uuid('actor_session_id').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_actor_idx').on(t.actorId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** What a one-time link does. */
export type OneTimeKind =
  | 'verify_email'
  | 'reset_password'
  | 'email_change'
  | 'email_change_cancel'
  | 'account_deletion'
  | 'reauthenticate'
  /** Adds a provider to the account whose address it signed in with, once the inbox is proved. */
  | 'verify_provider';

/** Links sent by e-mail (verification, reset, e-mail change, deletion): hashed, expiring, single-use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: text('kind').$type<OneTimeKind>().notNull(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_kind_idx').on(t.userId, t.kind)],
);
