import { eq, inArray } from 'drizzle-orm';
import type { TCard } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, users } from '../../db/schema.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import { selectCardsWithProject } from './card-rows.repo.js';
import { recordCardNotices } from '../notifications/index.js';
import { presentCard } from './card.presenter.js';

/** A card drawn, as the after-effects of its draw need it (docs/decisions/043). */
export interface DrawnCard {
  event: DomainEvent<'card.drawn'>;
  card: TCard;
  /** Its owner's username: who drew, as a stream shows it. */
  collector: string;
  /** The collection it was drawn from; null for a house card from before designs. */
  collectionId: string | null;
}

/** The cards of a batch of draw events, in one statement; a card deleted since (with its account) is left out. */
export async function loadDrawnCards(tx: Database, events: Array<DomainEvent<'card.drawn'>>): Promise<DrawnCard[]> {
  const cardIdOf = (event: DomainEvent<'card.drawn'>) => event.subject.cardId;
  const rows = await selectCardsWithProject(tx, { collectionId: cardDesigns.collectionId, collector: users.username })
    .innerJoin(users, eq(users.id, cards.userId))
    .where(inArray(cards.id, events.map(cardIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: cardIdOf, ofRow: (row) => row.card.id }, (event, row) => ({
    event,
    card: presentCard(row.card, row.project, row.chain),
    collector: row.collector,
    collectionId: row.collectionId,
  }));
}

/**
 * The card is in its owner's bell, and their tabs hear of it in one message with its notification (the
 * tab that drew it knows its request id, and has the card already).
 */
export const tellOwner = (messages: UserMessages): EventHandler<DrawnCard> => ({
  name: "the owner's bell and tabs",
  async handle(tx, drawn) {
    const notices = await recordCardNotices(
      tx,
      drawn.map(({ event, card }) => ({ userId: event.userId, card })),
    );
    return messages.keep(
      tx,
      drawn.map(({ event, card }) => ({
        userId: event.userId,
        messages: [
          [
            'collectibleCollected',
            { publicKey: card.publicKey, requestId: event.requestId ?? '', status: 'success', card, notification: notices.get(card.id) },
          ],
        ],
      })),
    );
  },
});
