import { notifications } from '../../db/schema.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { DrawnCard } from '../cards/index.js';
import { presentNotification } from './notification.presenter.js';

/** Each card drawn is in its owner's bell (docs/product-rules.md "Notifications"), and their tabs hear of it. */
export const cardDrawnNotices = (messages: UserMessages): EventHandler<DrawnCard> => ({
  name: 'the notification',
  async handle(tx, drawn) {
    const rows = await tx
      .insert(notifications)
      .values(
        drawn.map(({ event, card }) => ({
          userId: event.userId,
          type: 'collectible_received',
          title: 'New card collected',
          message: `You collected ${card.name} (${card.rarity}).`,
          redirectUrl: '/inventory',
          card: { id: card.id, name: card.name, rarity: card.rarity },
        })),
      )
      .returning();
    const requestOf = new Map(drawn.map(({ event, card }) => [card.id, event.requestId]));
    return messages.keep(
      tx,
      rows.map((row) => {
        const event = { notification: presentNotification(row), requestId: requestOf.get(row.card!.id) ?? null };
        return {
          userId: row.userId,
          messages: [
            ['notification', event],
            ['notificationCreated', event],
          ],
        };
      }),
    );
  },
});
