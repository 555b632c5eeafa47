import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { projects } from '../projects/schema.js';
import { users } from '../users/schema.js';

/** A project's key for its game's server (docs/decisions/037): its secret is kept only as a SHA-256 hash. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** live | test */
    mode: text('mode').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The key's first characters (`ak_live_Xy3q`), shown to tell it apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    /** A rotated key works until then; null: no end. */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_project_idx').on(t.projectId, t.createdAt)],
);

/** A write's answer kept by its Idempotency-Key for a day: a retry gets it again instead of acting twice. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation and its body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mode, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
