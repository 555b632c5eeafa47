import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../lib/sweep.js';
import { noteJobsOwed } from '../outbox/answers-wait.js';
import type { JobQueueName, LeasedJob, NewJob } from './job-queues.js';

const dueIn = (ms: number | undefined) => (ms ? sql`now() + make_interval(secs => ${ms / 1000})` : sql`now()`);

/**
 * Owes jobs, in the transaction of what owes them (docs/decisions/044). A key the queue holds already
 * is put back in line, due as soon as either asks and with its attempts anew, unless an attempt at it
 * is under way (that attempt does it). One statement for many.
 */
export async function enqueueJobs(tx: Database, queue: JobQueueName, owed: NewJob[]): Promise<void> {
  if (owed.length === 0) return;
  await tx
    .insert(jobs)
    .values(owed.map(({ key, groupKey, inMs }) => ({ queue, key, groupKey: groupKey ?? null, runAt: dueIn(inMs) })))
    .onConflictDoUpdate({
      target: [jobs.queue, jobs.key],
      set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)`, attempts: 0, deadAt: null, lastError: null },
      setWhere: sql`${jobs.leasedAt} is null`,
    });
  noteJobsOwed(queue);
}

/** A recurring queue's one job, due after its interval, unless it is there already (another instance made it). */
export async function ensureRecurring(db: Database, queue: JobQueueName, everyMs: number): Promise<void> {
  await db
    .insert(jobs)
    .values({ queue, key: 'every', runAt: dueIn(everyMs) })
    .onConflictDoNothing();
}

/** A recurring job's next turn: due now (made now if no instance has made it yet), unless an attempt is under way. */
export async function runRecurringNow(db: Database, queue: JobQueueName): Promise<void> {
  await db
    .insert(jobs)
    .values({ queue, key: 'every' })
    .onConflictDoUpdate({ target: [jobs.queue, jobs.key], set: { runAt: sql`now()` }, setWhere: sql`${jobs.leasedAt} is null` });
}

const leasedColumns = {
  id: jobs.id,
  queue: jobs.queue,
  key: jobs.key,
  groupKey: jobs.groupKey,
  attempts: jobs.attempts,
  createdAt: jobs.createdAt,
};

/**
 * Due jobs of a queue, oldest first, each leased for `leaseSeconds` in one statement: another instance
 * passes it by, and one whose instance died is due again once the lease ends. With `perGroup`, a group
 * gets at most that many less what it has under way here already (`busy`, by group), so one slow
 * group (a hanging endpoint) never takes every place.
 */
export async function leaseJobs(
  db: Database,
  queue: JobQueueName,
  { max, leaseSeconds, perGroup, busy }: { max: number; leaseSeconds: number; perGroup?: number; busy?: Map<string, number> },
): Promise<LeasedJob[]> {
  const due = sql`j.queue = ${queue} and j.dead_at is null and j.run_at <= now()`;
  const chosen =
    perGroup === undefined
      ? sql`(select j.id from jobs j where ${due} order by j.run_at, j.id limit ${max} for update skip locked)`
      : sql`(select chosen.id from (select distinct j.group_key from jobs j where ${due}) g cross join lateral (
            select j.id, j.run_at from jobs j
            where ${due} and j.group_key = g.group_key
            order by j.run_at, j.id
            limit greatest(0, ${perGroup} - coalesce((${JSON.stringify(Object.fromEntries(busy ?? []))}::jsonb ->> g.group_key)::int, 0))
            for update of j skip locked
          ) chosen
          order by chosen.run_at, chosen.id limit ${max})`;
  const rows = await db
    .update(jobs)
    .set({ runAt: dueIn(leaseSeconds * 1000), leasedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, chosen))
    .returning(leasedColumns);
  return rows as LeasedJob[];
}

/** The lease still ours: no other instance took the job up after it ran out. */
const stillHeld = (job: LeasedJob) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

/** Done: the job goes (what it did keeps its own record). */
export async function completeJobs(db: Database, done: LeasedJob[]): Promise<void> {
  if (done.length > 0)
    await db.delete(jobs).where(
      sql`(${jobs.id}, ${jobs.attempts}) in (${sql.join(
        done.map((job) => sql`(${job.id}::bigint, ${job.attempts}::int)`),
        sql`, `,
      )})`,
    );
}

/** A recurring job's turn done: due again in `everyMs`, its attempts anew. */
export async function rescheduleRecurring(db: Database, job: LeasedJob, everyMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: dueIn(everyMs), leasedAt: null, attempts: 0, lastError: null })
    .where(stillHeld(job));
}

/** An attempt failed: the job waits `retryInMs`, or is given up (dead) when that was its last. */
export async function failJob(db: Database, job: LeasedJob, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(jobs)
    .set({
      leasedAt: null,
      lastError: error.slice(0, 2000),
      ...(retryInMs === null ? { deadAt: sql`now()` } : { runAt: dueIn(retryInMs) }),
    })
    .where(stillHeld(job));
}

const dead = isNotNull(jobs.deadAt);

/** Jobs given up after their last attempt, newest first; and how many in all. */
export async function listDeadJobs(db: Database, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        queue: jobs.queue,
        key: jobs.key,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        createdAt: jobs.createdAt,
        failedAt: jobs.deadAt,
      })
      .from(jobs)
      .where(dead)
      .orderBy(desc(jobs.deadAt), desc(jobs.id))
      .limit(limit),
    db.select({ total: count() }).from(jobs).where(dead),
  ]);
  return { rows: rows.map((row) => ({ ...row, failedAt: row.failedAt! })), total: total!.total };
}

/**
 * A dead job back in line, due now with its attempts anew (an admin mended its cause). Answers its
 * queue, or null when no dead job has that id: asking twice puts it back once.
 */
export async function retryDeadJob(db: Database, id: number): Promise<JobQueueName | null> {
  const [row] = await db
    .update(jobs)
    .set({ deadAt: null, attempts: 0, runAt: sql`now()`, leasedAt: null })
    .where(and(eq(jobs.id, id), dead))
    .returning({ queue: jobs.queue });
  return (row?.queue as JobQueueName | undefined) ?? null;
}

/** Dead for a month: what it was about is gone by now (a delivery's days, a mail's link). */
export const sweepDeadJobs: SweepRule = (tx) => deleteWhere(tx, jobs, and(dead, lt(jobs.deadAt, ago(30 * DAY_MS))));
