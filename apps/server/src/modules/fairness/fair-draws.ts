import { CREDIT_SOURCES, dailyGrantDay, nextDailyGrantAt } from '@arcana/shared';
import { fairDraw, type DrawnDesignCard } from '@arcana/shared/draw';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../lib/app-error.js';
import { isDeadlock, isUniqueViolation } from '../../lib/db-errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { findHouseVersion, type ActiveVersion } from '../projects/index.js';
import { createBatchQueue, type Waiting } from '../../lib/batch-queue.js';
import { drawsLeft } from './draw-credits.repo.js';
import {
  ensureActiveSeed,
  insertCardsSpendingNonces,
  type CardRow,
  type DrawCredits,
  type DrawnCardValues,
  type DrawSeedRow,
} from './draw-seeds.repo.js';

export const FAIR_DRAW_MESSAGES = {
  contended: 'Too many cards are being drawn for this account at once. Please try again.',
} as const;

/** Reads of the seed, past the first, before a batch gives up: each means another instance drew or rotated in between. */
const MAX_SEED_READS = 5;
/** Cards stored by one statement at most. */
const MAX_BATCH = 100;

/** Who a card is for; the draw fills in the rest. */
export type CardRequest = Omit<DrawnCardValues, keyof DrawnDesignCard | 'oddsVersionHash'>;
/** Past the player's draw limit: nothing drawn, and when the window opens again. */
export interface OverLimit {
  retryAfterSeconds: number;
}
/** The stored card, 'taken' when its request id already belongs to a card, over the limit, or no draws left. */
export type DrawOutcome = CardRow | 'taken' | OverLimit | 'no-draws';

type WaitingDraw = Waiting<CardRequest, DrawOutcome>;

interface ActiveSeed {
  row: DrawSeedRow;
  serverSeed: string;
  /** The version the burst draws from: the house's in force when the seed was read. */
  drawsFrom: ActiveVersion;
}

/**
 * A player's draws (docs/decisions/019). Their nonces are a sequence, so one player's cards are stored
 * one batch at a time: the requests that arrive while a batch is being written wait, then go together,
 * each drawn at the next nonce, in one statement that stores them and spends their nonces. The seed is
 * read, and decrypted, once per burst; when a statement finds it moved on (another instance drew, or
 * the player rotated), it is read again and the batch drawn anew. The same statement counts the draws
 * in the player's limit (`rateLimits.collect`): those past it are answered over the limit. Different
 * players never wait for each other.
 */
export function createFairDraws({
  db,
  config,
}: Pick<AppDeps, 'db'> & { config: Pick<AppDeps['config'], 'encryptionKey' | 'rateLimits' | 'houseDraws'> }) {
  const box = createSecretBox(config.encryptionKey);
  const { houseDraws } = config;

  /** What a house draw spends, with the grants due by now (docs/product-rules.md "Draws are earned"); none without limit. */
  const houseCredits = (collectionId: string, now = new Date()): DrawCredits | null =>
    houseDraws && {
      collectionId,
      grants: [
        { source: CREDIT_SOURCES.welcome, eventId: CREDIT_SOURCES.welcome, delta: houseDraws.welcome },
        { source: CREDIT_SOURCES.daily, eventId: dailyGrantDay(now), delta: houseDraws.daily },
      ],
    };

  async function readSeed(userId: string): Promise<ActiveSeed> {
    const [row, drawsFrom] = await Promise.all([ensureActiveSeed(db, box, userId), findHouseVersion(db)]);
    return { row, serverSeed: box.open(row.serverSeedSealed), drawsFrom };
  }

  /** The house collection has no supply limits, so a draw from it always gives a card. */
  function drawHouseCard({ row, serverSeed, drawsFrom }: ActiveSeed, nonce: number): DrawnDesignCard {
    const card = fairDraw({ serverSeed, clientSeed: row.clientSeed, nonce }, drawsFrom.version);
    if (!card) throw new Error(`the house version ${drawsFrom.hash} has no design to draw`);
    return card;
  }

  /** Stores a batch and answers the seed as it then stands; a taken request id sends the batch's cards on one by one. */
  async function store(userId: string, seed: ActiveSeed, batch: WaitingDraw[]): Promise<ActiveSeed> {
    for (let reads = 0; ; reads++) {
      const { row } = seed;
      const drawn = batch.map(({ request }, i) => ({
        ...drawHouseCard(seed, row.nextNonce + i),
        oddsVersionHash: seed.drawsFrom.hash,
        ...request,
      }));
      try {
        const limit = { key: `collect:${userId}`, ...config.rateLimits.collect };
        const stored = await insertCardsSpendingNonces(db, row, drawn, limit, houseCredits(seed.drawsFrom.collectionId));
        if (stored) {
          const over: OverLimit = { retryAfterSeconds: stored.retryAfterSeconds };
          // Past the credits, a wait for the limit's window would change nothing.
          const unstored = (i: number) => (stored.creditsBefore !== null && i >= stored.creditsBefore ? 'no-draws' : over);
          batch.forEach((waiting, i) => waiting.settle(stored.cards[i] ?? unstored(i)));
          return { ...seed, row: { ...row, nextNonce: row.nextNonce + stored.cards.length } };
        }
      } catch (error) {
        // Two batches counting the same designs in opposite orders: the one the database ended wrote nothing, and goes again.
        if (isDeadlock(error) && reads < MAX_SEED_READS) continue;
        if (!isUniqueViolation(error)) throw error;
        if (batch.length === 1) {
          batch[0]!.settle('taken');
          return seed;
        }
        for (const one of batch) seed = await store(userId, seed, [one]);
        return seed;
      }
      if (reads === MAX_SEED_READS) throw conflict('DRAW_CONTENDED', FAIR_DRAW_MESSAGES.contended);
      seed = await readSeed(userId);
    }
  }

  // A player's batches carry on from the seed as the last one left it: read once per burst.
  const enqueue = createBatchQueue<CardRequest, DrawOutcome, ActiveSeed>(MAX_BATCH, async (userId, batch, seed) =>
    store(userId, seed ?? (await readSeed(userId)), batch),
  );

  return {
    draw: (request: CardRequest): Promise<DrawOutcome> => enqueue(request.userId, request),

    /** The house draws a player has left now (null: without limit), and when the next free ones come. */
    async houseDrawsLeft(userId: string): Promise<{ collectionId: string; left: number | null; nextFreeDrawsAt: Date | null }> {
      const { collectionId } = await findHouseVersion(db);
      const now = new Date();
      const credits = houseCredits(collectionId, now);
      if (!credits) return { collectionId, left: null, nextFreeDrawsAt: null };
      return {
        collectionId,
        left: await drawsLeft(db, userId, credits),
        nextFreeDrawsAt: houseDraws!.daily > 0 ? nextDailyGrantAt(now) : null,
      };
    },
  };
}
