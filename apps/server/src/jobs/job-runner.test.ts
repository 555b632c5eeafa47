// @databases pglite postgres: concurrency — leases and row locks, on one connection and on a pool
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.js';
import { createLogger } from '../logger.js';
import { retryDelayMs } from '../lib/retry-delay.js';
import { useTestApp } from '../../test/test-app.js';
import { runnerFor } from '../../test/job-runners.js';
import { createJobRunner, retryWith, type JobHandler } from './job-runner.js';
import { enqueueJobs } from './jobs.repo.js';
import { JOB_QUEUES, type LeasedJob } from './job-queues.js';

const t = useTestApp();
// The app's own runner stands aside: the jobs here are the test's, worked by runners of its own.
beforeAll(() => t.deps.jobs.stop());
afterAll(() => t.deps.jobs.start());

/** The test's jobs go in a queue whose real work is idempotent on ids it does not know. */
const QUEUE = 'webhook.spread';
let keys = 0;
const newKeys = (n: number) => Array.from({ length: n }, () => `test-${++keys}-${randomUUID()}`);
const owe = (owed: Array<{ key: string; groupKey?: string }>) => t.deps.db.transaction((tx) => enqueueJobs(tx, QUEUE, owed));
const rowsOf = (of: string[]) =>
  t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, QUEUE), inArray(jobs.key, of)));

/** A handler that notes each job it runs, and fails those named. */
function noting(options: Partial<JobHandler> & { failFor?: Set<string> } = {}) {
  const ran: string[] = [];
  const handler: JobHandler = {
    leaseSeconds: 60,
    ...options,
    async run(leased) {
      const failing = leased.find((job) => options.failFor?.has(job.key));
      if (failing) throw new Error(`refused ${failing.key}`);
      ran.push(...leased.map((job) => job.key));
    },
  };
  return { ran, handler };
}

describe('the job runner', () => {
  it('refuses to start while a queue has no handler', () => {
    const runner = createJobRunner({ db: t.deps.db, log: createLogger('silent') });
    runner.handle('mail', noting().handler);
    expect(() => runner.start()).toThrow(`no handler for the ${JOB_QUEUES.slice(1).join(', ')} jobs`);
  });

  it('owes a job only if the transaction that owes it commits, and does each once', async () => {
    const [undone, kept] = newKeys(2);
    await t.deps.db
      .transaction(async (tx) => {
        await enqueueJobs(tx, QUEUE, [{ key: undone! }]);
        throw new Error('the fact failed');
      })
      .catch(() => undefined);
    // Owed twice before it ran: one job.
    await owe([{ key: kept! }]);
    await owe([{ key: kept! }]);
    const { ran, handler } = noting();
    const runner = runnerFor(t.deps.db, { [QUEUE]: handler });
    runner.start();
    await runner.settle();
    await runner.stop();
    expect(ran.filter((key) => key === kept || key === undone)).toEqual([kept]);
    expect(await rowsOf([kept!, undone!])).toEqual([]);
  });

  it('starts at once the jobs an attempt owed, rather than at its next poll', async () => {
    const [first] = newKeys(1);
    const [then] = newKeys(1);
    const ran: string[] = [];
    const runner = runnerFor(t.deps.db, {
      [QUEUE]: {
        leaseSeconds: 60,
        async run([job]) {
          ran.push(job!.key);
          await t.deps.db.transaction((tx) => enqueueJobs(tx, 'webhook.delivery', [{ key: then!, groupKey: 'an endpoint' }]));
        },
      },
      'webhook.delivery': { leaseSeconds: 60, perGroup: 1, run: async ([job]) => void ran.push(job!.key) },
    });
    runner.start();
    await owe([{ key: first! }]);
    runner.wake(QUEUE);
    // The runner polls once a minute here: only the owed job's wake can run it this soon.
    await expect.poll(() => ran).toEqual([first, then]);
    await runner.stop();
  });

  it('waits longer after each failure, with jitter, up to three hours', () => {
    expect([retryDelayMs(0, undefined, () => 0), retryDelayMs(0, undefined, () => 1)]).toEqual([500, 1000]);
    expect([retryDelayMs(3, undefined, () => 0), retryDelayMs(3, undefined, () => 1)]).toEqual([4000, 8000]);
    expect(retryDelayMs(40, undefined, () => 1)).toBe(3 * 60 * 60 * 1000);
    expect(retryWith(3)(3)).toBeNull();
  });

  it('retries a failed job on its backoff, and after its last attempt keeps it dead with its error', async () => {
    const [failing, fine] = newKeys(2);
    await owe([{ key: failing! }, { key: fine! }]);
    const dead: LeasedJob[] = [];
    const { ran, handler } = noting({
      failFor: new Set([failing!]),
      retryInMs: (attempts) => (attempts >= 3 ? null : 60_000),
      onDead: async (job) => void dead.push(job),
    });
    const runner = runnerFor(t.deps.db, { [QUEUE]: handler });
    runner.start();
    await runner.settle();
    const [waiting] = await rowsOf([failing!]);
    expect(waiting).toMatchObject({ attempts: 1, leasedAt: null, deadAt: null, lastError: expect.stringContaining(`refused ${failing}`) });
    // About a minute later, as its backoff said.
    const waitsS = (waiting!.runAt.getTime() - Date.now()) / 1000;
    expect(waitsS).toBeGreaterThan(50);
    expect(waitsS).toBeLessThan(70);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.deps.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, waiting!.id));
      runner.wake(QUEUE);
      await runner.settle();
    }
    await runner.stop();
    expect(ran).toContain(fine);
    expect(await rowsOf([failing!])).toEqual([expect.objectContaining({ attempts: 3, deadAt: expect.any(Date) })]);
    expect(dead.map((job) => job.key)).toEqual([failing]);
  });

  it("attempts again a job whose instance died mid-attempt, and the dead one's late word changes nothing", async () => {
    const [key] = newKeys(1);
    await owe([{ key: key! }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const stalled = runnerFor(t.deps.db, {
      [QUEUE]: {
        leaseSeconds: 60,
        async run() {
          entered();
          await held;
          throw new Error('too late');
        },
      },
    });
    stalled.start();
    await inside;
    // Its lease ends (the instance is gone, as far as anyone can tell): another takes the job up.
    await t.deps.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.queue, QUEUE), eq(jobs.key, key!)));
    let second!: () => void;
    const secondHeld = new Promise<void>((resolve) => (second = resolve));
    const taking = runnerFor(t.deps.db, {
      [QUEUE]: {
        leaseSeconds: 60,
        run: () => secondHeld,
      },
    });
    taking.start();
    await expect.poll(async () => (await rowsOf([key!]))[0]?.attempts).toBe(2);
    release();
    await stalled.stop();
    expect(await rowsOf([key!])).toEqual([expect.objectContaining({ attempts: 2, lastError: null, leasedAt: expect.any(Date) })]);
    second();
    await taking.settle();
    await taking.stop();
    expect(await rowsOf([key!])).toEqual([]);
  });

  it("holds a group to its place: one slow group's jobs never take every one", async () => {
    const slow = newKeys(6).map((key) => ({ key, groupKey: 'slow-endpoint' }));
    const quick = newKeys(3).map((key) => ({ key, groupKey: 'quick-endpoint' }));
    await owe([...slow, ...quick]);
    const underWay = new Map<string, number>();
    let most = 0;
    const quickDone: string[] = [];
    let release!: () => void;
    const slowHeld = new Promise<void>((resolve) => (release = resolve));
    const runner = runnerFor(t.deps.db, {
      [QUEUE]: {
        leaseSeconds: 60,
        concurrency: 8,
        perGroup: 2,
        async run([job]) {
          const group = job!.groupKey!;
          underWay.set(group, (underWay.get(group) ?? 0) + 1);
          if (group === 'slow-endpoint') {
            most = Math.max(most, underWay.get(group)!);
            await slowHeld;
          } else quickDone.push(job!.key);
          underWay.set(group, underWay.get(group)! - 1);
        },
      },
    });
    runner.start();
    await expect.poll(() => quickDone.length).toBe(3);
    expect(underWay.get('slow-endpoint')).toBe(2);
    release();
    await runner.settle();
    await runner.stop();
    expect(most).toBe(2);
    expect(await rowsOf([...slow, ...quick].map((job) => job.key))).toEqual([]);
  });

  it('runs a recurring job on its turn, once, again after its interval, and never gives it up', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.queue, 'earning.tidy'));
    let turns = 0;
    let fail = false;
    const runner = runnerFor(t.deps.db, {
      'earning.tidy': {
        everyMs: 60 * 60_000,
        leaseSeconds: 60,
        async run() {
          turns += 1;
          if (fail) throw new Error('the tidy failed');
        },
      },
    });
    runner.start();
    const turn = async () => {
      await runner.runNow('earning.tidy');
      await runner.settle();
      const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.queue, 'earning.tidy'));
      return row!;
    };
    // Made at start, due after its interval.
    await expect.poll(async () => (await t.deps.db.select().from(jobs).where(eq(jobs.queue, 'earning.tidy'))).length).toBe(1);
    await runner.settle();
    expect(turns).toBe(0);
    const done = await turn();
    expect(turns).toBe(1);
    expect(done).toMatchObject({ key: 'every', attempts: 0, leasedAt: null, deadAt: null });
    expect(done.runAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    fail = true;
    for (let i = 0; i < 14; i++) await turn();
    const failed = await turn();
    await runner.stop();
    expect(failed).toMatchObject({ deadAt: null, lastError: expect.stringContaining('the tidy failed') });
    expect(turns).toBe(16);
  });
});

describe('two instances', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('share the jobs, and do each once', async () => {
    const second = await t.openSecondInstance();
    await second.deps.jobs.stop();
    try {
      const owed = newKeys(200);
      await owe(owed.map((key) => ({ key })));
      const runs = [noting({ concurrency: 4 }), noting({ concurrency: 4 })];
      const runners = [runnerFor(t.deps.db, { [QUEUE]: runs[0]!.handler }), runnerFor(second.deps.db, { [QUEUE]: runs[1]!.handler })];
      runners.forEach((runner) => runner.start());
      await Promise.all(runners.map((runner) => runner.settle()));
      await Promise.all(runners.map((runner) => runner.stop()));
      const ran = runs.flatMap((run) => run.ran).filter((key) => owed.includes(key));
      expect(ran.sort()).toEqual([...owed].sort());
      expect(runs.every((run) => run.ran.length > 0)).toBe(true);
      expect(await rowsOf(owed)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
