import { eq, inArray } from 'drizzle-orm';
import type { TCard } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, users } from '../../db/schema.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import { selectCardsWithProject } from './card-rows.repo.js';
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
  const rows = await selectCardsWithProject(tx, { collectionId: cardDesigns.collectionId, collector: users.username })
    .innerJoin(users, eq(users.id, cards.userId))
    .where(
      inArray(
        cards.id,
        events.map((event) => event.subject.cardId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.card.id, row]));
  return events.flatMap((event) => {
    const row = byId.get(event.subject.cardId);
    return row ? [{ event, card: presentCard(row.card, row.project), collector: row.collector, collectionId: row.collectionId }] : [];
  });
}

/** The owner's tabs hear of the card (the one that drew it drops the echo by its request id). */
export const tellOwnersTabs = (messages: UserMessages): EventHandler<DrawnCard> => ({
  name: "the owner's tabs",
  handle: (tx, drawn) =>
    messages.keep(
      tx,
      drawn.map(({ event, card }) => ({
        userId: event.userId,
        messages: [['collectibleCollected', { publicKey: card.publicKey, requestId: event.requestId ?? '', status: 'success', card }]],
      })),
    ),
});
