import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { TCollectedDesigns } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards } from '../../db/schema.js';

/**
 * How many cards of each design of a collection a user holds, in the collection's order: the
 * collection's designs (by their collection's index), each looked up with the user in
 * cards_design_user_idx, so a large inventory or a popular design is never read whole.
 */
export async function countCollectedDesigns(db: Database, userId: string, collectionId: string): Promise<TCollectedDesigns> {
  const rows = await db
    .select({ designId: cardDesigns.id, count: count() })
    .from(cardDesigns)
    .innerJoin(cards, and(eq(cards.designId, cardDesigns.id), eq(cards.userId, userId), isNull(cards.spentAt)))
    .where(eq(cardDesigns.collectionId, collectionId))
    .groupBy(cardDesigns.id, cardDesigns.position)
    .orderBy(asc(cardDesigns.position));
  return { designs: rows };
}
