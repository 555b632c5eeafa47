import { randomUUID } from 'node:crypto';
import type { TCard, TNotification } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { presentNotification } from './notification.presenter.js';

export type NewNotice = typeof notifications.$inferInsert;

/**
 * Notifications stored in one statement (an outbox handler's, in its transaction: docs/decisions/043),
 * answered in the order given (their ids are made here: RETURNING promises no order).
 */
export async function recordNotices(tx: Database, notices: NewNotice[]): Promise<TNotification[]> {
  if (notices.length === 0) return [];
  const given = notices.map((notice) => ({ ...notice, id: notice.id ?? randomUUID() }));
  const rows = new Map((await tx.insert(notifications).values(given).returning()).map((row) => [row.id, row]));
  return given.map(({ id }) => presentNotification(rows.get(id)!));
}

/**
 * Each card drawn is in its owner's bell (docs/product-rules.md "Notifications"): the notification of
 * each card, by its id, for the one message that tells the owner's tabs of the draw.
 */
export async function recordCardNotices(tx: Database, drawn: Array<{ userId: string; card: TCard }>): Promise<Map<string, TNotification>> {
  const notices = await recordNotices(
    tx,
    drawn.map(({ userId, card }) => ({
      userId,
      type: 'collectible_received',
      title: 'New card collected',
      message: `You collected ${card.name} (${card.rarity}).`,
      redirectUrl: '/inventory',
      card: { id: card.id, name: card.name, rarity: card.rarity },
    })),
  );
  return new Map(notices.map((notice) => [notice.card!.id, notice]));
}
