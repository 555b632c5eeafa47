import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.js';
import { users } from '../modules/users/schema.js';

/**
 * What follows a fact (docs/decisions/043): each after-effect of a draw — its notification, its
 * realtime message, its overlay alert, its webhook — is carried out from a row written in the fact's own
 * transaction, so a process that dies once the fact commits loses none of them. The dispatcher
 * (outbox/dispatcher.ts) carries a row out in a transaction of its own that marks it done, so each is
 * carried out once; a row whose handlers fail waits and is tried again, and after its last attempt is
 * kept dead, for an admin to see.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A name of outbox/domain-event-types.ts. */
    type: text('type').notNull(),
    /**
     * Whose fact it is: the events of an account deleted before they were carried out go with it. None
     * for the deletion itself, which outlives its account.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about (a card), read when it is carried out. */
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull(),
    /** The client's id of the request that caused it, which its messages carry back. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this: a failed attempt's backoff. */
    runAfter: at('run_after').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    /** Given up after its last attempt. */
    deadAt: at('dead_at'),
  },
  (t) => [
    index('domain_events_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
    index('domain_events_done_idx').using('brin', t.doneAt),
  ],
);
