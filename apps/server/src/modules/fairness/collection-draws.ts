import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@arcana/shared';
import { fairDraw, type OddsDesign } from '@arcana/shared/draw';
import type { AppDeps } from '../../deps.js';
import { cardDesigns, cards, collections, drawSeeds, exhaustions, freeClaims } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation, violatedUniqueConstraint } from '../../lib/db-errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { ActiveVersion } from '../projects/index.js';
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

const FREE_CLAIM_KEY = 'free_claims_user_id_collection_id_pk';

/**
 * Locks the collector's seed and, for a collection with supply caps, the collection (its draws then
 * go one at a time) and its capped designs, in one statement. A statement's snapshot predates the
 * locks it waits for, but a row it locks is read as the last commit left it: the counts include the
 * claim that held the collection before.
 */
async function lockForClaim(tx: Database, userId: string, collectionId: string, capped: OddsDesign[]) {
  // No capped design: the list is one that matches nothing (an empty `in ()` is not SQL).
  const cappedIds =
    capped.length > 0
      ? sql.join(
          capped.map((d) => sql`${d.id}::uuid`),
          sql`, `,
        )
      : sql`null`;
  const { rows } = (await tx.execute(sql`
    with seed as (
      select id, server_seed_sealed, server_seed_hash, client_seed, next_nonce from draw_seeds
      where user_id = ${userId} and revealed_at is null
      for update
    ), locked as (
      select draws from collections where id = ${collectionId} and ${capped.length > 0} for update
    ), counts as (
      select id, drawn_count from card_designs where id in (${cappedIds}) order by id for update
    )
    select seed.*, (select draws from locked) as draws,
      (select coalesce(json_object_agg(id, drawn_count), '{}') from counts) as counts
    from seed
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0];
  if (!row) throw new Error('the active draw seed vanished while it was being locked');
  const counts = (typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts) as Record<string, number>;
  return {
    seed: {
      id: String(row.id),
      serverSeedSealed: String(row.server_seed_sealed),
      serverSeedHash: String(row.server_seed_hash),
      clientSeed: String(row.client_seed),
      nextNonce: Number(row.next_nonce),
    },
    draws: row.draws === null || row.draws === undefined ? null : Number(row.draws),
    drawnOf: new Map(Object.entries(counts).map(([id, drawn]) => [id, Number(drawn)])),
  };
}

/**
 * Stores the card and what it spends in one statement: the card, the free claim, the seed's nonce,
 * the design's count, and for a capped collection its draw count and where designs ran out.
 */
async function storeClaim(
  tx: Database,
  card: typeof cards.$inferInsert & { id: string; userId: string; designId: string },
  spent: {
    collectionId: string;
    seedId: string;
    drawIndex: number | null;
    exhausted: Array<{ designId: string; drawIndex: number }>;
    versionId: string;
  },
): Promise<CardRow> {
  const stored = tx.$with('stored').as(tx.insert(cards).values(card).returning());
  const writes = [
    tx
      .$with('claimed')
      .as(
        tx
          .insert(freeClaims)
          .values({ userId: card.userId, collectionId: spent.collectionId, cardId: card.id })
          .returning({ id: freeClaims.cardId }),
      ),
    tx.$with('seed').as(
      tx
        .update(drawSeeds)
        .set({ nextNonce: sql`${drawSeeds.nextNonce} + 1` })
        .where(eq(drawSeeds.id, spent.seedId))
        .returning({ id: drawSeeds.id }),
    ),
    tx.$with('design').as(
      tx
        .update(cardDesigns)
        .set({ drawnCount: sql`${cardDesigns.drawnCount} + 1` })
        .where(eq(cardDesigns.id, card.designId))
        .returning({ id: cardDesigns.id }),
    ),
    ...(spent.drawIndex === null
      ? []
      : [
          tx
            .$with('numbered')
            .as(
              tx
                .update(collections)
                .set({ draws: spent.drawIndex })
                .where(eq(collections.id, spent.collectionId))
                .returning({ id: collections.id }),
            ),
        ]),
    ...(spent.exhausted.length === 0
      ? []
      : [
          tx.$with('ran_out').as(
            tx
              .insert(exhaustions)
              .values(spent.exhausted.map((e) => ({ designId: e.designId, oddsVersionId: spent.versionId, drawIndex: e.drawIndex })))
              .onConflictDoNothing()
              .returning({ id: exhaustions.designId }),
          ),
        ]),
  ];
  const [row] = await tx
    .with(stored, ...writes)
    .select()
    .from(stored);
  return row!;
}

/**
 * A collector's free card of a published collection (docs/product-rules.md "Projects and odds"), in
 * one transaction that spends their seed's next nonce, their free claim and the design's supply. A
 * collection with supply caps draws one card at a time (its row locked): the draw's number, the
 * designs' counts and where one runs out are then exact, so 50 claims for the last 10 cards of a
 * design give exactly 10 — and the number goes on the card, for the verifier.
 */
export function createCollectionDraws({ db, config }: Pick<AppDeps, 'db'> & { config: Pick<AppDeps['config'], 'encryptionKey'> }) {
  const box = createSecretBox(config.encryptionKey);

  return {
    async claim({ userId, publicKey, requestId, revealed, drawsFrom }: ClaimRequest): Promise<ClaimOutcome> {
      const { version, collectionId } = drawsFrom;
      const capped = version.designs.filter((d) => d.supplyCap !== null);
      // Made outside the transaction on a first draw, so the lock below always finds it.
      await ensureActiveSeed(db, box, userId);
      try {
        return await db.transaction(async (tx) => {
          const { seed, draws, drawnOf } = await lockForClaim(tx, userId, collectionId, capped);
          const drawIndex = draws === null ? null : draws + 1;
          const hasSupply = (design: OddsDesign) => design.supplyCap === null || (drawnOf.get(design.id) ?? 0) < design.supplyCap;
          const card = fairDraw(
            { serverSeed: box.open(seed.serverSeedSealed), clientSeed: seed.clientSeed, nonce: seed.nextNonce },
            version,
            hasSupply,
          );
          if (!card) throw conflict('SOLD_OUT', PROJECT_MESSAGES.soldOut);

          // Out now: the design this draw took the last card of, and any out already when this version
          // was published (its cap no higher than what earlier versions drew), recorded by its first draw
          // as out before it.
          const exhausted =
            drawIndex === null
              ? []
              : capped.flatMap((d) => {
                  const drawn = (drawnOf.get(d.id) ?? 0) + (d.id === card.designId ? 1 : 0);
                  if (drawn < d.supplyCap!) return [];
                  return [{ designId: d.id, drawIndex: d.id === card.designId ? drawIndex : drawIndex - 1 }];
                });
          return storeClaim(
            tx,
            {
              id: randomUUID(),
              userId,
              publicKey,
              requestId,
              name: card.name,
              description: card.description,
              image: card.image,
              rarity: card.rarity,
              type: card.type,
              power: card.power,
              defense: card.defense,
              serverSeedHash: seed.serverSeedHash,
              clientSeed: seed.clientSeed,
              nonce: seed.nextNonce,
              oddsVersionHash: drawsFrom.hash,
              designId: card.designId,
              drawIndex,
              seenAt: revealed ? new Date() : null,
            },
            { collectionId, seedId: seed.id, drawIndex, exhausted, versionId: drawsFrom.id },
          );
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (violatedUniqueConstraint(error) === FREE_CLAIM_KEY) throw conflict('FREE_CLAIM_USED', PROJECT_MESSAGES.freeClaimUsed);
        return 'taken';
      }
    },
  };
}
