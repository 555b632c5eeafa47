import { and, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@arcana/shared';
import { fairDraw, type OddsDesign } from '@arcana/shared/draw';
import type { AppDeps } from '../../deps.js';
import { cardDesigns, cards, collections, drawSeeds, exhaustions, freeClaims } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation, violatedUniqueConstraint } from '../../lib/db-errors.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { ActiveVersion } from '../projects/index.js';
import { lockActiveSeed, type CardRow } from './draw-seeds.repo.js';

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
      try {
        return await db.transaction(async (tx) => {
          const seed = await lockActiveSeed(tx, box, userId);
          let drawIndex: number | null = null;
          const drawnOf = new Map<string, number>();
          if (capped.length > 0) {
            const [locked] = await tx
              .select({ draws: collections.draws })
              .from(collections)
              .where(eq(collections.id, collectionId))
              .for('update');
            drawIndex = locked!.draws + 1;
            const counts = await tx
              .select({ id: cardDesigns.id, drawn: cardDesigns.drawnCount })
              .from(cardDesigns)
              .where(
                inArray(
                  cardDesigns.id,
                  capped.map((d) => d.id),
                ),
              );
            for (const { id, drawn } of counts) drawnOf.set(id, drawn);
            // Out already when this version was published (its cap no higher than what earlier versions
            // drew): recorded by its first draw, as out before it.
            const outBefore = capped.filter((d) => (drawnOf.get(d.id) ?? 0) >= d.supplyCap!);
            if (outBefore.length > 0)
              await tx
                .insert(exhaustions)
                .values(outBefore.map((d) => ({ designId: d.id, oddsVersionId: drawsFrom.id, drawIndex: drawIndex! - 1 })))
                .onConflictDoNothing();
          }
          const hasSupply = (design: OddsDesign) => design.supplyCap === null || (drawnOf.get(design.id) ?? 0) < design.supplyCap;
          const card = fairDraw(
            { serverSeed: box.open(seed.serverSeedSealed), clientSeed: seed.clientSeed, nonce: seed.nextNonce },
            version,
            hasSupply,
          );
          if (!card) throw conflict('SOLD_OUT', PROJECT_MESSAGES.soldOut);

          const now = new Date();
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
              seenAt: revealed ? now : null,
            })
            .returning();
          await tx.insert(freeClaims).values({ userId, collectionId, cardId: stored!.id });
          await tx
            .update(drawSeeds)
            .set({ nextNonce: sql`${drawSeeds.nextNonce} + 1` })
            .where(eq(drawSeeds.id, seed.id));
          await tx
            .update(cardDesigns)
            .set({ drawnCount: sql`${cardDesigns.drawnCount} + 1` })
            .where(eq(cardDesigns.id, card.designId));
          if (drawIndex !== null) {
            await tx.update(collections).set({ draws: drawIndex }).where(eq(collections.id, collectionId));
            const design = capped.find((d) => d.id === card.designId);
            if (design && (drawnOf.get(design.id) ?? 0) + 1 === design.supplyCap)
              await tx.insert(exhaustions).values({ designId: design.id, oddsVersionId: drawsFrom.id, drawIndex });
          }
          return stored!;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (violatedUniqueConstraint(error) === FREE_CLAIM_KEY) throw conflict('FREE_CLAIM_USED', PROJECT_MESSAGES.freeClaimUsed);
        return 'taken';
      }
    },

    /** Whether the collector has had the collection's free card. */
    async hasClaimed(userId: string, collectionId: string): Promise<boolean> {
      const [row] = await db
        .select({ cardId: freeClaims.cardId })
        .from(freeClaims)
        .where(and(eq(freeClaims.userId, userId), eq(freeClaims.collectionId, collectionId)));
      return Boolean(row);
    },
  };
}
