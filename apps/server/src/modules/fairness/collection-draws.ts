import { randomUUID } from 'node:crypto';
import { COLLECTION_WELCOME_DRAWS, CREDIT_SOURCES, DRAW_CREDIT_MESSAGES, PROJECT_MESSAGES } from '@arcana/shared';
import { fairDraw, type OddsDesign } from '@arcana/shared/draw';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { conflict, type AppError } from '../../lib/app-error.js';
import { isDeadlock, isUniqueViolation, violatedUniqueConstraint } from '../../lib/db-errors.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import type { ActiveVersion } from '../projects/index.js';
import { createBatchQueue, type Waiting } from '../../lib/batch-queue.js';
import { drawsLeft } from './draw-credits.repo.js';
import { lockForClaims, storeClaims, type Claimant, type ClaimedCard, type LockedClaims } from './collection-claims.repo.js';
import { ensureActiveSeed, type CardRow } from './draw-seeds.repo.js';

/** Who claims, with which wallet and attempt; the collection and its version in force. */
export interface ClaimRequest {
  userId: string;
  publicKey: string;
  requestId: string;
  /** Shown to its owner as it arrives: stored seen. */
  revealed?: boolean;
  drawsFrom: ActiveVersion;
}

/** The stored card, or 'taken' when its request id already belongs to a card. */
export type ClaimOutcome = CardRow | 'taken';

type WaitingClaim = Waiting<ClaimRequest, ClaimOutcome>;
/** What a batch's draw made of one claim: a card to store, or its answer without one. */
type Decision = { card: ClaimedCard } | { answer: 'taken' } | { refused: AppError };

/** A grant's own key: one welcome draw per collector and collection. */
const GRANT_KEY = 'draw_credits_grant_uq';
/** Claims stored by one statement at most. */
const MAX_BATCH = 100;
/** Transactions a batch may take when the database ends one to break a deadlock. */
const MAX_ATTEMPTS = 5;

const cappedDesigns = ({ version }: ActiveVersion) => version.designs.filter((d) => d.supplyCap !== null);

/** The batch's claims one per collector (a collector's seed spends one nonce a statement), and the rest for the next one. */
function onePerCollector(batch: WaitingClaim[]): [WaitingClaim[], WaitingClaim[]] {
  const seen = new Set<string>();
  const first: WaitingClaim[] = [];
  const rest: WaitingClaim[] = [];
  for (const waiting of batch) {
    const { userId } = waiting.request;
    (seen.has(userId) ? rest : first).push(waiting);
    seen.add(userId);
  }
  return [first, rest];
}

/**
 * Draws the batch's cards in turn, each from its collector's seed at its next nonce, counting what
 * each takes: a capped collection numbers its draws, and a design that runs out is no longer drawn
 * from (the next claim gets another, or SOLD_OUT). A design out is recorded once, at the draw that
 * took its last card — or, out already when this version was published (its cap no higher than what
 * earlier versions drew), at its first draw as out before it.
 */
function drawClaims(box: SecretBox, drawsFrom: ActiveVersion, locked: LockedClaims, claims: ClaimRequest[]) {
  const capped = cappedDesigns(drawsFrom);
  const drawnOf = new Map(locked.drawnOf);
  const exhausted = new Map<string, number>();
  let draws = locked.draws;
  const hasSupply = (design: OddsDesign) => design.supplyCap === null || (drawnOf.get(design.id) ?? 0) < design.supplyCap;

  const decisions = claims.map(({ userId, publicKey, requestId, revealed }): Decision => {
    if (locked.taken.has(requestId.toLowerCase())) return { answer: 'taken' };
    // The collection's welcome draw first, then what the collector earned there (docs/product-rules.md "Draws are earned").
    const welcome = !locked.welcomed.has(userId);
    const balance = locked.balances.get(userId);
    if (!welcome && !balance) return { refused: conflict('NO_DRAWS_LEFT', DRAW_CREDIT_MESSAGES.noDrawsLeftInCollection) };
    const seed = locked.seeds.get(userId);
    if (!seed) throw new Error('the active draw seed vanished while it was being locked');
    const card = fairDraw(
      { serverSeed: box.open(seed.serverSeedSealed), clientSeed: seed.clientSeed, nonce: seed.nextNonce },
      drawsFrom.version,
      hasSupply,
    );
    if (!card) return { refused: conflict('SOLD_OUT', PROJECT_MESSAGES.soldOut) };
    drawnOf.set(card.designId, (drawnOf.get(card.designId) ?? 0) + 1);
    const drawIndex = draws === null ? null : ++draws;
    for (const design of drawIndex === null ? [] : capped) {
      if (exhausted.has(design.id) || hasSupply(design)) continue;
      exhausted.set(design.id, design.id === card.designId ? drawIndex! : drawIndex! - 1);
    }
    const { designId, ...drawn } = card;
    return {
      card: {
        ...drawn,
        id: randomUUID(),
        userId,
        publicKey,
        requestId,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
        oddsVersionHash: drawsFrom.hash,
        designId,
        drawIndex,
        seenAt: revealed ? new Date() : null,
        seedId: seed.id,
        welcome,
        fromBalance: balance !== undefined,
      },
    };
  });
  return { decisions, draws, exhausted: [...exhausted].map(([designId, drawIndex]) => ({ designId, drawIndex })) };
}

/**
 * Collectors' free cards of published collections (docs/product-rules.md "Projects and odds";
 * docs/decisions/030 "Claims"). The claims of one collection's version are stored one batch at a time:
 * those that arrive while a batch is being written wait, then go together in one transaction of two
 * statements: the first locks their seeds and, for a collection with supply caps, the collection and
 * its capped designs; the cards are drawn in turn in between; the second stores them and spends each
 * collector's free claim and nonce and the designs' supply; a third records the cards' draw events for
 * the outbox (docs/decisions/043). Under the collection's lock the draw
 * numbers, the designs' counts and where one runs out are exact, so 50 claims for the last 10 cards
 * of a design give exactly 10 — across instances too — and the number goes on the card, for the
 * verifier.
 */
export function createCollectionDraws({ db, config }: Pick<AppDeps, 'db'> & { config: Pick<AppDeps['config'], 'encryptionKey'> }) {
  const box = createSecretBox(config.encryptionKey);

  /** Locks the claimants; a collector's first draw makes their seed, then locks again. */
  async function lockClaimants(tx: Database, drawsFrom: ActiveVersion, claimants: Claimant[]): Promise<LockedClaims> {
    const lock = () => lockForClaims(tx, drawsFrom.collectionId, cappedDesigns(drawsFrom), claimants);
    const locked = await lock();
    const seedless = claimants.filter(({ userId }) => !locked.seeds.has(userId));
    if (seedless.length === 0) return locked;
    for (const { userId } of seedless) await ensureActiveSeed(tx, box, userId);
    return lock();
  }

  /** One transaction for the batch; each claim is answered once it commits. */
  async function claimTogether(drawsFrom: ActiveVersion, batch: WaitingClaim[]) {
    const claims = batch.map((waiting) => waiting.request);
    const { decisions, stored } = await db.transaction(async (tx) => {
      const locked = await lockClaimants(tx, drawsFrom, claims);
      const { decisions, draws, exhausted } = drawClaims(box, drawsFrom, locked, claims);
      const drawn = decisions.flatMap((decision) => ('card' in decision ? [decision.card] : []));
      const spent = { collectionId: drawsFrom.collectionId, draws, exhausted, versionId: drawsFrom.id };
      if (drawn.length === 0) return { decisions, stored: [] };
      const stored = await storeClaims(tx, drawn, spent);
      await recordDomainEvents(
        tx,
        stored.map((card) => ({ type: 'card.drawn', userId: card.userId, subject: { cardId: card.id }, requestId: card.requestId })),
      );
      return { decisions, stored };
    });
    const storedById = new Map(stored.map((card) => [card.id, card]));
    batch.forEach((waiting, i) => {
      const decision = decisions[i]!;
      if ('refused' in decision) waiting.fail(decision.refused);
      else waiting.settle('card' in decision ? storedById.get(decision.card.id)! : decision.answer);
    });
  }

  /**
   * A welcome draw granted in between (by another instance) fails the batch's statement, which goes
   * again and finds it; a request id taken in between sends its claims again one by one.
   */
  async function claimBatch(drawsFrom: ActiveVersion, batch: WaitingClaim[], attempt = 1): Promise<void> {
    try {
      await claimTogether(drawsFrom, batch);
    } catch (error) {
      // Two transactions writing the same rows in opposite orders: the one the database ended wrote nothing, and goes again.
      const again = isDeadlock(error) || (isUniqueViolation(error) && violatedUniqueConstraint(error) === GRANT_KEY);
      if (again && attempt < MAX_ATTEMPTS) return claimBatch(drawsFrom, batch, attempt + 1);
      if (!isUniqueViolation(error) || again) throw error;
      if (batch.length > 1) {
        for (const one of batch) await claimBatch(drawsFrom, [one]);
        return;
      }
      batch[0]!.settle('taken');
    }
  }

  // Keyed by version, so a batch draws from one set of odds; two versions of a collection in flight at
  // once (one published meanwhile) take turns at its lock, as two instances do.
  const enqueue = createBatchQueue<ClaimRequest, ClaimOutcome>(MAX_BATCH, async (_versionId, batch) => {
    for (let rest = batch; rest.length > 0;) {
      const [first, next] = onePerCollector(rest);
      await claimBatch(first[0]!.request.drawsFrom, first);
      rest = next;
    }
    return undefined;
  });

  return {
    claim: (request: ClaimRequest): Promise<ClaimOutcome> => enqueue(request.drawsFrom.id, request),
    /** The draws a collector has left in a collection: its welcome draw until drawn, and what they earned there. */
    drawsLeft: (userId: string, collectionId: string): Promise<number> =>
      drawsLeft(db, userId, {
        collectionId,
        grants: [{ source: CREDIT_SOURCES.welcome, eventId: CREDIT_SOURCES.welcome, delta: COLLECTION_WELCOME_DRAWS }],
      }),
  };
}
