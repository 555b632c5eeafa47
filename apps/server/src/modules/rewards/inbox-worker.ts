import type { AppDeps } from '../../deps.js';
import { createDrainLoop } from '../../lib/drain-loop.js';
import { decideEvent } from './earning.js';
import * as inbox from './inbox.repo.js';

/** How often an idle worker looks for events (another instance's, a postponed one) and replies due. */
const TICK_MS = 1000;
/** Parked events past their days are let go about this often. */
const EXPIRY_EVERY_TICKS = 60;
const REPLIES_PER_ROUND = 20;

/**
 * Decides the kept earning events, one transaction each (docs/decisions/033): every instance runs one,
 * and `FOR UPDATE SKIP LOCKED` gives each event to one of them. An event kept is decided even when the
 * instance that kept it died before; one whose decision failed is tried again later. Then the sources
 * are told back (a redemption's status), and the collector and the creator hear of each grant.
 */
export function createInboxWorker(
  { db, log, outbox }: Pick<AppDeps, 'db' | 'log' | 'outbox'>,
  {
    reply,
    sweep = async () => {},
  }: {
    reply: (row: inbox.InboxRow) => Promise<void>;
    /** Run about once a minute before a drain: makes events that something missed telling (a referral's arrival ready). */
    sweep?: () => Promise<unknown>;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let ticks = 0;
  /** Decides the oldest event due; false when none is. */
  async function decideNext(): Promise<boolean> {
    let claimed: inbox.InboxRow | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const row = (claimed = await inbox.claimDue(tx));
        if (!row) return null;
        const decided = await decideEvent(tx, row, new Date());
        await inbox.decide(tx, row.id, decided.decision);
        return { row, decided };
      });
      if (!done) return false;
      // Its notice and the creator's feed, recorded with the grant, go now rather than at the outbox's next poll.
      if (done.decided.granted) await outbox.afterEffects();
      return true;
    } catch (err) {
      if (!claimed) throw err;
      log.error({ err, inboxId: claimed.id }, 'could not decide an earning event');
      await inbox.postpone(db, claimed.id);
      return true;
    }
  }

  /** Tells the sources what became of their events; one that fails is tried again when its lease ends. */
  async function replyDue(): Promise<void> {
    for (const row of await inbox.leaseReplies(db, REPLIES_PER_ROUND)) {
      try {
        await reply(row);
        await inbox.replied(db, row.id);
      } catch (err) {
        log.warn({ err, inboxId: row.id }, 'could not tell Twitch a redemption’s outcome');
      }
    }
  }

  /** Works until nothing is due; asked again meanwhile, it goes round once more. */
  const { drain, current } = createDrainLoop(
    async () => {
      while (await decideNext());
      await replyDue();
    },
    (err) => log.error({ err }, 'the earning inbox could not be read'),
  );

  return {
    /** Something was kept: decide it now rather than at the next tick. */
    wake: () => void drain(),
    drain,
    start() {
      timer ??= setInterval(() => {
        ticks += 1;
        if (ticks % EXPIRY_EVERY_TICKS !== 0) return void drain();
        void Promise.all([
          inbox.expireParked(db).catch((err: unknown) => log.warn({ err }, 'could not expire parked events')),
          sweep().catch((err: unknown) => log.warn({ err }, 'could not sweep for earning events')),
        ]).then(drain);
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current();
    },
  };
}

export type InboxWorker = ReturnType<typeof createInboxWorker>;
