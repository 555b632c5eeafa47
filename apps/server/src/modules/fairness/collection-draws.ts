import { inArray, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@arcana/shared';
import { fairDraw, type OddsDesign } from '@arcana/shared/draw';
import type { AppDeps } from '../../deps.js';
import { cardDesigns, cards } from '../../db/schema.js';
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
 * go one at a time), then reads its capped designs' counts. Two statements: a statement's snapshot is
 * taken before it waits for a lock, so counts read in the locking one could predate the claim that
 * held the lock; read after, they include it.
 */
async function lockForClaim(tx: Database, userId: string, collectionId: string, capped: OddsDesign[]) {
  const { rows } = (await tx.execute(sql`
    with seed as (
      select id, server_seed_sealed, server_seed_hash, client_seed, next_nonce from draw_seeds
      where user_id = ${userId} and revealed_at is null
      for update
    ), locked as (
      select draws from collections where id = ${collectionId} and ${capped.length > 0} for update
    )
    select seed.*, (select draws from locked) as draws from seed
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0];
  if (!row) throw new Error('the active draw seed vanished while it was being locked');
  const counts =
    capped.length === 0
      ? []
      : await tx
          .select({ id: cardDesigns.id, drawn: cardDesigns.drawnCount })
          .from(cardDesigns)
          .where(
            inArray(
              cardDesigns.id,
              capped.map((d) => d.id),
            ),
          );
  return {
    seed: {
      id: String(row.id),
      serverSeedSealed: String(row.server_seed_sealed),
      serverSeedHash: String(row.server_seed_hash),
      clientSeed: String(row.client_seed),
      nextNonce: Number(row.next_nonce),
    },
    draws: row.draws === null || row.draws === undefined ? null : Number(row.draws),
    drawnOf: new Map(counts.map(({ id, drawn }) => [id, drawn])),
  };
}

/**
 * Writes what a claim spends, in one statement: the free claim, the seed's nonce, the design's count,
 * and for a capped collection its draw count and where designs ran out.
 */
async function spendClaim(
  tx: Database,
  spent: {
    userId: string;
    collectionId: string;
    cardId: string;
    seedId: string;
    designId: string;
    drawIndex: number | null;
    exhausted: Array<{ designId: string; drawIndex: number }>;
    versionId: string;
  },
) {
  const exhaustedRows = spent.exhausted.map((e) => sql`(${e.designId}::uuid, ${spent.versionId}::uuid, ${e.drawIndex}::integer)`);
  await tx.execute(sql`
    with claimed as (
      insert into free_claims (user_id, collection_id, card_id) values (${spent.userId}, ${spent.collectionId}, ${spent.cardId})
    ), seed as (
      update draw_seeds set next_nonce = next_nonce + 1 where id = ${spent.seedId}
    ), design as (
      update card_designs set drawn_count = drawn_count + 1 where id = ${spent.designId}
    ), numbered as (
      update collections set draws = ${spent.drawIndex ?? 0}::integer where id = ${spent.collectionId} and ${spent.drawIndex !== null}
    )${
      exhaustedRows.length > 0
        ? sql`, ran_out as (
      insert into exhaustions (design_id, odds_version_id, draw_index) values ${sql.join(exhaustedRows, sql`, `)} on conflict do nothing
    )`
        : sql``
    }
    select 1
  `);
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

          const [stored] = await tx
            .insert(cards)
            .values({
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
            })
            .returning();
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
          await spendClaim(tx, {
            userId,
            collectionId,
            cardId: stored!.id,
            seedId: seed.id,
            designId: card.designId,
            drawIndex,
            exhausted,
            versionId: drawsFrom.id,
          });
          return stored!;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (violatedUniqueConstraint(error) === FREE_CLAIM_KEY) throw conflict('FREE_CLAIM_USED', PROJECT_MESSAGES.freeClaimUsed);
        return 'taken';
      }
    },
  };
}
