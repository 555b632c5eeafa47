import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { decideEvent } from './earning.js';
import * as inbox from './inbox.repo.js';

/** Parked events past their days are let go, and arrivals something missed kept, this often. */
const TIDY_EVERY_MS = 60_000;

/**
 * The earning inbox's jobs (docs/decisions/033, 044): each kept event is decided in one transaction by
 * its `earning.decide` job, on whichever instance leases it; an event kept by an instance that died is
 * decided by another, and one whose decision failed is tried again on the runner's backoff and, after
 * its last attempt, kept for an admin. Then the sources are told back (a redemption's status).
 */
export function createEarningJobs(
  { db, outbox }: Pick<Platform, 'db' | 'outbox'>,
  {
    reply,
    tidy,
    parked,
  }: {
    reply: (row: inbox.InboxRow) => Promise<void>;
    /** Makes events that something missed telling (a referral's arrival ready, a donation confirmed). */
    tidy: () => Promise<unknown>;
    /** An event kept for want of an account, in the transaction that keeps it: who should hear of it. */
    parked: (tx: Database, row: inbox.InboxRow) => Promise<void>;
  },
): { decide: JobHandler; reply: JobHandler; tidy: JobHandler } {
  return {
    decide: {
      leaseSeconds: 60,
      async run([job]) {
        const granted = await db.transaction(async (tx) => {
          const row = await inbox.lockUndecided(tx, job!.key);
          if (!row) return false;
          const decided = await decideEvent(tx, row, new Date());
          await inbox.decide(tx, [{ id: row.id, decision: decided.decision }]);
          if (decided.decision.state === 'parked') await parked(tx, row);
          return Boolean(decided.granted);
        });
        // Its notice and the creator's feed, recorded with the grant, go now rather than at the outbox's
        // next poll; nobody waits on a decision, so the next one does not wait for them either.
        if (granted) void outbox.dispatch();
      },
    },
    reply: {
      leaseSeconds: 60,
      async run([job]) {
        const row = await inbox.findUnreplied(db, job!.key);
        if (!row) return;
        await reply(row);
        await inbox.replied(db, row.id);
      },
    },
    tidy: {
      everyMs: TIDY_EVERY_MS,
      leaseSeconds: 5 * 60,
      async run() {
        await inbox.expireParked(db);
        await tidy();
      },
    },
  };
}
