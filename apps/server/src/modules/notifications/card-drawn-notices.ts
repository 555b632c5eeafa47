import type { TCard, TNotification } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { presentNotification } from './notification.presenter.js';

/**
 * Each card drawn is in its owner's bell (docs/product-rules.md "Notifications"), written in the
 * outbox's transaction (docs/decisions/043): the notification of each card, by its id, for the one
 * message that tells the owner's tabs of the draw.
 */
export async function recordCardNotices(tx: Database, drawn: Array<{ userId: string; card: TCard }>): Promise<Map<string, TNotification>> {
  if (drawn.length === 0) return new Map();
  const rows = await tx
    .insert(notifications)
    .values(
      drawn.map(({ userId, card }) => ({
        userId,
        type: 'collectible_received',
        title: 'New card collected',
        message: `You collected ${card.name} (${card.rarity}).`,
        redirectUrl: '/inventory',
        card: { id: card.id, name: card.name, rarity: card.rarity },
      })),
    )
    .returning();
  return new Map(rows.map((row) => [row.card!.id, presentNotification(row)]));
}
