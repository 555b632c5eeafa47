import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Metrics } from '../platform/metrics.js';
import { describeFailure } from '../lib/error-serializer.js';
import { createDrainLoop } from '../lib/drain-loop.js';
import { retryDelayMs, STANDARD_BACKOFF, type Backoff } from '../lib/retry-delay.js';
import { JOB_QUEUES, type JobQueueName, type LeasedJob } from './job-queues.js';
import { nothingOwed, owing } from '../outbox/answers-wait.js';
import { completeJobs, ensureRecurring, failJob, leaseJobs, rescheduleRecurring, runRecurringNow } from './jobs.repo.js';

/** Attempts before a job is given up (dead), unless its queue says otherwise: about a day of backoff. */
export const MAX_JOB_ATTEMPTS = 12;

/** Waits `backoff` after each failure, and gives up after `maxAttempts`: what most queues want. */
export const retryWith =
  (maxAttempts = MAX_JOB_ATTEMPTS, backoff: Backoff = STANDARD_BACKOFF) =>
  (attempts: number): number | null =>
    attempts >= maxAttempts ? null : retryDelayMs(attempts - 1, backoff);

/** How a queue's jobs are carried out. */
export interface JobHandler {
  /**
   * One attempt at a batch of jobs (one, unless `batch` says more), outside any transaction; it throws
   * to try them all again later. A job may be attempted again after an attempt that did its work (an
   * instance that died before marking it done): the handler makes a second attempt a no-op.
   */
  run(jobs: LeasedJob[]): Promise<void>;
  /** Longer than an attempt can take: a job leased by an instance that died is due again after it. */
  leaseSeconds: number;
  /** Jobs leased together and given to one attempt. */
  batch?: number;
  /** Attempts under way on this instance at once. */
  concurrency?: number;
  /** A group's jobs (its `groupKey`) under way on this instance at once, at most. */
  perGroup?: number;
  /** How long a job waits after its failed attempt number `attempts`; null gives it up. */
  retryInMs?: (attempts: number) => number | null;
  /** After a job's last attempt failed (a webhook endpoint's deliveries all failed: it is turned off). */
  onDead?: (job: LeasedJob) => Promise<void>;
  /** A recurring queue: one job, due again this long after each turn, never given up. */
  everyMs?: number;
}

export interface JobRunner {
  /** The handler of a queue: one for each, given by the composition root before start. */
  handle(queue: JobQueueName, handler: JobHandler): void;
  /** Refuses to start while a queue has no handler; then works what is due, and looks again every poll. */
  start(): void;
  /** A job of the queue may be due now (owed by a transaction just committed): look now, not at the next poll. */
  wake(queue: JobQueueName): void;
  /** A recurring queue's turn now, on whichever instance leases it first. */
  runNow(queue: JobQueueName): Promise<void>;
  /** Works the queues (all, unless named) until nothing is due and no attempt is under way: shutdown, tests. */
  settle(queues?: JobQueueName[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The one job runner (docs/decisions/044): every instance runs one, and a lease gives each job to one
 * of them at a time. A failed attempt waits its queue's backoff and, after its last, the job is kept
 * dead for an admin to see and retry; retries and backoff are said once, here, for every queue.
 */
export function createJobRunner({
  db,
  log,
  metrics,
  pollMs = 1000,
  works = JOB_QUEUES,
}: {
  db: Database;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'countJobFailure'>;
  pollMs?: number;
  /** The queues this runner works: all of them, unless a test's runner stands beside the app's for some. */
  works?: readonly JobQueueName[];
}): JobRunner {
  const queues = new Map<JobQueueName, ReturnType<typeof createQueueRun>>();
  let timer: NodeJS.Timeout | undefined;
  let active = false;
  /** Attempts started, all queues: settling goes on while a round of it started any (one job owes another's). */
  let started = 0;

  function createQueueRun(queue: JobQueueName, handler: JobHandler) {
    const { batch = 1, concurrency = 1, leaseSeconds, perGroup, everyMs } = handler;
    const retryInMs = handler.retryInMs ?? retryWith();
    const underWay = new Set<Promise<void>>();
    const busy = new Map<string, number>();
    /**
     * The last look found more due than there was room for: an attempt that ends looks again. A queue
     * with groups always does, since a group held to its place may have had more due.
     */
    let crowded = false;

    const hold = (jobs: LeasedJob[], change: number) => {
      for (const { groupKey } of jobs) {
        if (groupKey === null) continue;
        const now = (busy.get(groupKey) ?? 0) + change;
        if (now > 0) busy.set(groupKey, now);
        else busy.delete(groupKey);
      }
    };

    async function failed(job: LeasedJob, err: unknown) {
      const retryIn = everyMs === undefined ? retryInMs(job.attempts) : Math.min(everyMs, retryDelayMs(job.attempts - 1));
      // Given up is an admin's business; a retry, what the queue is for.
      log[retryIn === null ? 'error' : 'warn'](
        { err, queue, key: job.key, attempts: job.attempts, dead: retryIn === null },
        'a job failed',
      );
      metrics?.countJobFailure(queue, retryIn === null ? 'dead' : 'retried');
      await failJob(db, job, describeFailure(err), retryIn);
      if (retryIn === null) await handler.onDead?.(job);
    }

    async function attempt(jobs: LeasedJob[]) {
      const owed = nothingOwed();
      try {
        await owing(owed, () => handler.run(jobs));
      } catch (err) {
        for (const job of jobs)
          await failed(job, err).catch((error: unknown) => log.error({ err: error, queue }, 'could not record a failed job'));
        return;
      }
      // Not marked done (the database went away): the lease ends, and the job is attempted again.
      await (everyMs === undefined ? completeJobs(db, jobs) : rescheduleRecurring(db, jobs[0]!, everyMs)).catch((err: unknown) =>
        log.error({ err, queue }, 'could not mark jobs done'),
      );
      // What it owed (a decision's reply, a spread event's deliveries) goes now, not at the next poll.
      owed.queues.forEach(wake);
    }

    /** Leases what there is room for and starts it; round again while it filled the room. */
    async function round() {
      while (active) {
        const room = concurrency - underWay.size;
        crowded = room <= 0;
        if (crowded) return;
        const leased = await leaseJobs(db, queue, { max: room * batch, leaseSeconds, perGroup, busy });
        for (let at = 0; at < leased.length; at += batch) {
          const jobs = leased.slice(at, at + batch);
          hold(jobs, 1);
          started += 1;
          const going = attempt(jobs).finally(() => {
            hold(jobs, -1);
            underWay.delete(going);
            if (crowded || perGroup !== undefined) wake(queue);
          });
          underWay.add(going);
        }
        if (leased.length < room * batch) return;
      }
    }

    const loop = createDrainLoop(round, (err) => log.error({ err, queue }, 'the job queue could not be read'));
    return {
      everyMs,
      drain: loop.drain,
      async settle() {
        do {
          await loop.drain();
          await Promise.all([...underWay]);
        } while (loop.current() || underWay.size > 0);
      },
      async stop() {
        await loop.current();
        await Promise.all([...underWay]);
      },
    };
  }

  function wake(queue: JobQueueName) {
    if (active) void queues.get(queue)?.drain();
  }

  const all = () => [...queues.entries()];

  return {
    handle(queue, handler) {
      if (!works.includes(queue)) throw new Error(`this runner does not work the ${queue} jobs`);
      if (queues.has(queue)) throw new Error(`the ${queue} jobs have a handler already`);
      queues.set(queue, createQueueRun(queue, handler));
    },
    start() {
      const missing = works.filter((queue) => !queues.has(queue));
      if (missing.length > 0) throw new Error(`no handler for the ${missing.join(', ')} jobs`);
      active = true;
      void (async () => {
        for (const [queue, run] of all())
          if (run.everyMs !== undefined)
            await ensureRecurring(db, queue, run.everyMs).catch((err: unknown) =>
              log.error({ err, queue }, 'could not schedule a recurring job'),
            );
        for (const [queue] of all()) wake(queue);
      })();
      timer = setInterval(() => all().forEach(([queue]) => wake(queue)), pollMs);
      timer.unref();
    },
    wake,
    async runNow(queue) {
      await runRecurringNow(db, queue);
      wake(queue);
    },
    async settle(names) {
      if (!active) return;
      const chosen = all().filter(([queue]) => !names || names.includes(queue));
      let before: number;
      do {
        before = started;
        await Promise.all(chosen.map(([, run]) => run.settle()));
      } while (started !== before);
    },
    async stop() {
      active = false;
      clearInterval(timer);
      timer = undefined;
      await Promise.all(all().map(([, run]) => run.stop()));
    },
  };
}
