import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.js';

/**
 * Work done outside a transaction, by whichever instance leases it first (docs/decisions/044): a mail
 * to deliver, a webhook to spread or send, an earning event to decide or answer, the sweep. A job is
 * written in the transaction of what owes it; a lease moves `run_at` past the attempt, so a job whose
 * instance died is due again once its lease ends; a job done is deleted (its subject keeps the record),
 * and one given up after its last attempt is kept dead, for an admin to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A name of jobs/job-queues.ts. */
    queue: text('queue').notNull(),
    /** What it is about (a mail's id, a delivery's id): a queue holds one job per key. */
    key: text('key').notNull(),
    /** Jobs of a group (a webhook endpoint's deliveries) are held to a few at once. */
    groupKey: text('group_key'),
    /** Due from then: when it was owed, after a failure's backoff, or once its lease ends. */
    runAt: at('run_at').notNull().defaultNow(),
    /** Leased by an instance for an attempt under way; null while it waits. */
    leasedAt: at('leased_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Given up after its last attempt. */
    deadAt: at('dead_at'),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_uq').on(t.queue, t.key),
    index('jobs_due_idx')
      .on(t.queue, t.runAt)
      .where(sql`${t.deadAt} is null`),
    index('jobs_group_due_idx')
      .on(t.queue, t.groupKey, t.runAt)
      .where(sql`${t.deadAt} is null and ${t.groupKey} is not null`),
  ],
);
