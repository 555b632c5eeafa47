import { randomUUID } from 'node:crypto';
import { COLLECTION_WELCOME_DRAWS, CREDIT_SOURCES, dailyGrantDay, nextDailyGrantAt } from '@arcana/shared';
import { eligibleWithin, fairDraw, forgedVersion, type Forged, type OddsDesign } from '@arcana/shared/draw';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { isDeadlock, isUniqueViolation, violatedUniqueConstraint } from '../../lib/db-errors.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { findHouseVersion, type ActiveVersion } from '../projects/index.js';
import { createBatchQueue, type Waiting } from '../../lib/batch-queue.js';
import { drawsLeft } from './draw-credits.repo.js';
import { grantKey, lockForDraws, storeDraws, type BatchSpends, type DrawnCard, type LockedDraws } from './draw-batch.repo.js';
import { startSeeds, type CardRow, type DrawCredits } from './draw-seeds.repo.js';
import { hashBack, linkCursor, publishChains } from './seed-chains.repo.js';
import { newProofCode } from './proof-code.js';

/** Who draws, to which wallet if any, with which attempt, and from where: a published collection's version in force, or the house's. */
export interface DrawRequest {
  userId: string;
  publicKey: string | null;
  requestId: string;
  /** Shown to its owner as it arrives (the reveal): stored seen. */
  revealed?: boolean;
  drawsFrom: ActiveVersion | 'house';
  /** A draw made at the Forge (a fuse, a craft): drawn within a rarity or one design, spending no credits. */
  forged?: Forged;
}

/** Past the collector's draw limit: nothing drawn, and when the window opens again. */
export interface OverLimit {
  retryAfterSeconds: number;
}
/**
 * The stored card; 'taken' when its request id already belongs to a card; 'no-draws' when the
 * collector has none left there; 'sold-out' when no design has supply left; 'chain-spent' when the
 * collector's seed chain there has no link left for it (its next one is published with the batch); or
 * over the limit.
 */
export type DrawOutcome = StoredDraw | 'taken' | 'no-draws' | 'sold-out' | 'chain-spent' | OverLimit;

/** A card stored by a draw, with the head of the seed chain it took its link of, and when that was published. */
export type StoredDraw = CardRow & { chain: { head: string; createdAt: Date } };

type WaitingDraw = Waiting<DrawRequest, DrawOutcome>;

/** The key of the cards' request ids, and of a grant made once. */
const REQUEST_KEY = 'cards_request_id_unique';
const GRANT_KEY = 'draw_credits_grant_uq';
/** A proof code drawn twice: the batch goes again with new codes. */
const PROOF_CODE_KEY = 'cards_proof_code_unique';
/** Draws stored by one transaction at most. */
const MAX_BATCH = 100;
/** Transactions a batch may take when the database ends one to break a deadlock, or a grant was made meanwhile. */
const MAX_ATTEMPTS = 5;
const HOUSE = 'house';

const cappedDesigns = ({ version }: ActiveVersion) => version.designs.filter((d) => d.supplyCap !== null);

/**
 * Draws the batch's cards in turn, each from the next link of its collector's seed chain in the
 * project with their client seed (docs/decisions/047; a collector's several draws take successive
 * links), checking each against the draw limit and the collector's credits and counting what it takes:
 * a capped collection numbers its draws, and a design that runs out is no longer drawn from (the next
 * draw gets another, or 'sold-out'). A design out is recorded once, at the draw that took its last card —
 * or, out already when this version was published (its cap no higher than what earlier versions drew),
 * at its first draw as out before it.
 */
function drawBatch(
  box: SecretBox,
  drawsFrom: ActiveVersion,
  locked: LockedDraws,
  requests: DrawRequest[],
  rules: { credits: DrawCredits | null; limitMax: number },
) {
  const capped = cappedDesigns(drawsFrom);
  const drawnOf = new Map(locked.drawnOf);
  const exhausted = new Map<string, number>();
  let draws = locked.draws;
  const hasSupply = (design: OddsDesign) => design.supplyCap === null || (drawnOf.get(design.id) ?? 0) < design.supplyCap;
  const asking = new Map<string, number>();
  for (const { userId } of requests) asking.set(userId, (asking.get(userId) ?? 0) + 1);
  // Each chain's seeds opened and hashed down once for the batch, however many of its collector's draws it holds.
  const cursors = new Map([...asking].map(([userId, count]) => [userId, linkCursor(box, locked.chains.get(userId) ?? [], count)]));
  const hits = new Map([...locked.limits].map(([userId, limit]) => [userId, limit.hits]));
  const spentBy = new Map<string, number>();
  const asked = new Set<string>();
  const unmade = (userId: string) => (rules.credits?.grants ?? []).filter((g) => g.delta > 0 && !locked.granted.has(grantKey(userId, g)));
  const creditsOf = (userId: string) =>
    (locked.balances.get(userId) ?? 0) + unmade(userId).reduce((sum, g) => sum + g.delta, 0) - (spentBy.get(userId) ?? 0);

  // One moment for the batch: a card revealed as it arrives is seen when it is collected.
  const at = new Date();
  const decisions = requests.map(
    ({ userId, publicKey, requestId, revealed, forged }): { card: DrawnCard; chain: StoredDraw['chain'] } | { answer: DrawOutcome } => {
      const requestKey = requestId.toLowerCase();
      if (locked.taken.has(requestKey) || asked.has(requestKey)) return { answer: 'taken' };
      asked.add(requestKey);
      // Every attempt counts in the limit, as every limited request does (docs/decisions/011).
      const hit = (hits.get(userId) ?? 0) + 1;
      hits.set(userId, hit);
      if (hit > rules.limitMax) return { answer: { retryAfterSeconds: locked.limits.get(userId)?.retryAfterSeconds ?? 1 } };
      // Draws are earned: the grants due now first, then the balance (docs/product-rules.md "Draws are earned").
      if (rules.credits && creditsOf(userId) <= 0) return { answer: 'no-draws' };
      const seed = locked.seeds.get(userId);
      if (!seed) throw new Error('the active draw seed vanished while it was being locked');
      const cursor = cursors.get(userId)!;
      const link = cursor.peek();
      if (!link) return { answer: 'chain-spent' };
      const input = { serverSeed: link.seed, clientSeed: seed.clientSeed, nonce: link.link };
      const card = fairDraw(input, forgedVersion(drawsFrom.version, forged), eligibleWithin(forged, hasSupply));
      if (!card) return { answer: 'sold-out' };
      cursor.take(link);
      spentBy.set(userId, (spentBy.get(userId) ?? 0) + 1);
      drawnOf.set(card.designId, (drawnOf.get(card.designId) ?? 0) + 1);
      const drawIndex = draws === null ? null : ++draws;
      for (const design of drawIndex === null ? [] : capped) {
        if (exhausted.has(design.id) || hasSupply(design)) continue;
        exhausted.set(design.id, design.id === card.designId ? drawIndex! : drawIndex! - 1);
      }
      return {
        card: {
          ...card,
          id: randomUUID(),
          userId,
          publicKey,
          requestId,
          // The link's seed is public from the draw on: its hash is the link before it (the head, for the first).
          serverSeed: link.seed,
          serverSeedHash: hashBack(link.seed),
          clientSeed: seed.clientSeed,
          nonce: link.link,
          seedChainId: link.chain.id,
          proofCode: newProofCode(),
          origin: forged?.kind ?? 'draw',
          oddsVersionHash: drawsFrom.hash,
          drawIndex,
          mintDate: at,
          collectedAt: at,
          seenAt: revealed ? at : null,
        },
        chain: { head: link.chain.head, createdAt: link.chain.createdAt },
      };
    },
  );

  const drawers = [...spentBy.keys()];
  const grants = drawers.flatMap((userId) => unmade(userId).map((g) => ({ userId, ...g })));
  const spent: BatchSpends = {
    collectionId: drawsFrom.collectionId,
    versionId: drawsFrom.id,
    spendsCredits: rules.credits !== null,
    grants,
    balances: (rules.credits ? drawers : []).map((userId) => ({
      userId,
      change: grants.filter((g) => g.userId === userId).reduce((sum, g) => sum + g.delta, 0) - spentBy.get(userId)!,
      held: locked.balances.has(userId),
    })),
    limits: [...hits].filter(([userId, hit]) => hit !== locked.limits.get(userId)?.hits).map(([userId, hit]) => ({ userId, hits: hit })),
    draws,
    exhausted: [...exhausted].map(([designId, drawIndex]) => ({ designId, drawIndex })),
    chainsRunningLow: [...cursors].filter(([, cursor]) => cursor.runsLow()).map(([userId]) => userId),
  };
  return { decisions, spent };
}

/**
 * Every draw, the house's and each published collection's (docs/product-rules.md "Projects and odds";
 * docs/decisions/019, 030): the house is a collection whose rules grant its welcome and daily draws
 * (config `houseDraws`, or none to count), a creator's collection one whose rules grant a welcome draw
 * and what its earning rules grant. The draws of one collection's version are stored one batch at a
 * time, whoever draws: those that arrive while a batch is written wait, then go together in one
 * transaction. Its first statement locks the drawers' seeds, balances and counts in the draw limit
 * and, for a collection with supply caps, the collection and its capped designs; the cards are drawn in
 * turn; the second stores them with all they spend, and the cards' draw events are recorded for the
 * outbox (docs/decisions/043) before it commits. Under the collection's lock the draw numbers, the
 * designs' counts and where one runs out are exact, so 50 draws for the last 10 cards of a design give
 * exactly 10 — across instances too — and the number goes on the card, for the verifier.
 */
export function createDraws({
  db,
  box,
  config,
}: Pick<Platform, 'db' | 'box'> & { config: Pick<Platform['config'], 'rateLimits' | 'houseDraws'> }) {
  const { houseDraws } = config;
  const limit = config.rateLimits.collect;

  /** What a draw there spends, with the grants due by now (each made once); none to count for the house without limit. */
  function creditsFor(collectionId: string, isHouse: boolean, now = new Date()): DrawCredits | null {
    if (!isHouse)
      return {
        collectionId,
        grants: [{ source: CREDIT_SOURCES.welcome, eventId: CREDIT_SOURCES.welcome, delta: COLLECTION_WELCOME_DRAWS }],
      };
    return (
      houseDraws && {
        collectionId,
        grants: [
          { source: CREDIT_SOURCES.welcome, eventId: CREDIT_SOURCES.welcome, delta: houseDraws.welcome },
          { source: CREDIT_SOURCES.daily, eventId: dailyGrantDay(now), delta: houseDraws.daily },
        ],
      }
    );
  }

  /**
   * Locks the drawers; a collector's first draw makes their seed and, if no look did, publishes their
   * first chain in the project, then locks again. A collector whose chains there are spent draws
   * nothing until the next one is published (with this batch: docs/decisions/047).
   */
  async function lockDrawers(tx: Database, drawsFrom: ActiveVersion, requests: DrawRequest[], credits: DrawCredits | null) {
    const lock = () =>
      lockForDraws(tx, {
        collectionId: drawsFrom.collectionId,
        capped: cappedDesigns(drawsFrom),
        drawers: requests,
        due: credits?.grants ?? [],
        limit: limit.windowSeconds,
      });
    const locked = await lock();
    const drawers = [...new Set(requests.map((r) => r.userId))];
    const seedless = drawers.filter((userId) => !locked.seeds.has(userId));
    const chainless = drawers.filter((userId) => !locked.chains.has(userId));
    if (seedless.length === 0 && chainless.length === 0) return locked;
    await startSeeds(tx, box, seedless);
    await publishChains(tx, box, locked.projectId, chainless, { firstOnly: true });
    return lock();
  }

  /** Draws a batch inside `tx`: its drawers locked, its cards drawn and stored with what they spend and their events. */
  async function drawInside(tx: Database, drawsFrom: ActiveVersion, requests: DrawRequest[], credits: DrawCredits | null) {
    const locked = await lockDrawers(tx, drawsFrom, requests, credits);
    const { decisions, spent } = drawBatch(box, drawsFrom, locked, requests, { credits, limitMax: limit.max });
    const drawn = decisions.flatMap((decision) => ('card' in decision ? [decision.card] : []));
    const stored = await storeDraws(tx, drawn, spent);
    // Published before the chain in force runs out, so the collector's next draws never wait on one.
    await publishChains(tx, box, locked.projectId, spent.chainsRunningLow);
    await recordDomainEvents(
      tx,
      stored.map((card) => ({ type: 'card.drawn', userId: card.userId, subject: { cardId: card.id }, requestId: card.requestId })),
    );
    return { decisions, stored };
  }

  /** One transaction for the batch; each draw is answered once it commits. */
  async function drawTogether(drawsFrom: ActiveVersion, isHouse: boolean, batch: WaitingDraw[]) {
    const requests = batch.map((waiting) => waiting.request);
    const credits = creditsFor(drawsFrom.collectionId, isHouse);
    const { decisions, stored } = await db.transaction((tx) => drawInside(tx, drawsFrom, requests, credits));
    const storedById = new Map(stored.map((card) => [card.id, card]));
    batch.forEach((waiting, i) => {
      const decision = decisions[i]!;
      waiting.settle('card' in decision ? { ...storedById.get(decision.card.id)!, chain: decision.chain } : decision.answer);
    });
  }

  /**
   * A grant made in between (by another instance) fails the batch's statement, which goes again and
   * finds it; a request id taken in between sends its draws again one by one.
   */
  async function drawOrRetry(drawsFrom: ActiveVersion, isHouse: boolean, batch: WaitingDraw[], attempt = 1): Promise<void> {
    try {
      await drawTogether(drawsFrom, isHouse, batch);
    } catch (error) {
      // Two transactions writing the same rows in opposite orders: the one the database ended wrote nothing, and goes again.
      const again =
        isDeadlock(error) || (isUniqueViolation(error) && [GRANT_KEY, PROOF_CODE_KEY].includes(violatedUniqueConstraint(error) ?? ''));
      if (again && attempt < MAX_ATTEMPTS) return drawOrRetry(drawsFrom, isHouse, batch, attempt + 1);
      if (again || !isUniqueViolation(error) || violatedUniqueConstraint(error) !== REQUEST_KEY) throw error;
      if (batch.length > 1) {
        for (const one of batch) await drawOrRetry(drawsFrom, isHouse, [one]);
        return;
      }
      batch[0]!.settle('taken');
    }
  }

  // Keyed by version, so a batch draws from one set of odds; two versions of a collection in flight at
  // once (one published meanwhile) take turns at its lock, as two instances do. The house's version is
  // read once per batch.
  const enqueue = createBatchQueue<DrawRequest, DrawOutcome>(MAX_BATCH, async (key, batch) => {
    const isHouse = key === HOUSE;
    const drawsFrom = isHouse ? await findHouseVersion(db) : (batch[0]!.request.drawsFrom as ActiveVersion);
    await drawOrRetry(drawsFrom, isHouse, batch);
    return undefined;
  });

  return {
    draw: (request: DrawRequest): Promise<DrawOutcome> => enqueue(request.drawsFrom === HOUSE ? HOUSE : request.drawsFrom.id, request),

    /**
     * A draw made at the Forge (docs/product-rules.md "Crafting"), inside the craft's own transaction so
     * that what it spends and the card it makes commit together: within its rarity or design, from the
     * collector's seed chain like any draw, counted in the draw limit, spending no credits.
     */
    async drawForged(tx: Database, request: DrawRequest & { drawsFrom: ActiveVersion; forged: Forged }): Promise<DrawOutcome> {
      const { decisions, stored } = await drawInside(tx, request.drawsFrom, [request], null);
      const decision = decisions[0]!;
      return 'card' in decision ? { ...stored[0]!, chain: decision.chain } : decision.answer;
    },

    /** The draws a collector has left in a collection as of now (null: without limit), and when the next free ones come. */
    async drawsLeft(
      userId: string,
      collectionId: string,
      isHouse: boolean,
    ): Promise<{ left: number | null; nextFreeDrawsAt: Date | null }> {
      const now = new Date();
      const credits = creditsFor(collectionId, isHouse, now);
      if (!credits) return { left: null, nextFreeDrawsAt: null };
      const nextFreeDrawsAt = isHouse && houseDraws!.daily > 0 ? nextDailyGrantAt(now) : null;
      return { left: await drawsLeft(db, userId, credits), nextFreeDrawsAt };
    },

    /** The house's collection, where the collect draws. */
    houseCollectionId: async (): Promise<string> => (await findHouseVersion(db)).collectionId,
  };
}

export type Draws = ReturnType<typeof createDraws>;
