import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cards } from '../../db/schema.js';

/**
 * A card changes hands (docs/product-rules.md "Trading"): it is the recipient's from now, drawn to
 * their linked wallet if any, 'NEW!' to them, and held since now; its draw and proof stay as they
 * were. Only its owner's unspent card moves: false otherwise, with nothing changed. The tallies
 * follow in the same statement (the cards table's triggers).
 */
export async function moveCard(
  tx: Database,
  move: { cardId: string; fromUserId: string; toUserId: string; toPublicKey: string | null },
): Promise<boolean> {
  const moved = await tx
    .update(cards)
    .set({ userId: move.toUserId, publicKey: move.toPublicKey, seenAt: null, collectedAt: sql`now()` })
    .where(and(eq(cards.id, move.cardId), eq(cards.userId, move.fromUserId), isNull(cards.spentAt)))
    .returning({ id: cards.id });
  return moved.length === 1;
}
