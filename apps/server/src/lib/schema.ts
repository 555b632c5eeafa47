import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../db/columns.js';
import { ownedByUser } from '../modules/users/schema.js';

/** Who did what to whom, from where: kept when either account is deleted (the ids stay, unlinked). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id)],
);

/** Ids (jti) of single-use JWTs already spent, such as the 2FA login step's temporary token; kept until they expire. */
export const spentTokens = pgTable('spent_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/** Answers already given to mutations, by the client's request id: a retried request gets the same answer. */
export const requestReceipts = pgTable('request_receipts', {
  requestId: uuid('request_id').primaryKey(),
  userId: ownedByUser(),
  operation: text('operation').notNull(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
