import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardDesigns, cards, cardTransfers } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import { collectionWebhooks } from '../webhooks/index.js';

type ChangedHands = 'card.transferred' | 'card.sold';

/** A card that changed hands, given or sold: which, from whom (null: deleted since), and its collection (none: one of the catalogue's). */
export interface CardTransferred<T extends ChangedHands = ChangedHands> {
  event: DomainEvent<T>;
  transferId: string;
  cardId: string;
  fromUserId: string | null;
  collectionId: string | null;
}

export async function loadTransfers<T extends ChangedHands>(
  tx: Database,
  events: Array<DomainEvent<T>>,
): Promise<Array<CardTransferred<T>>> {
  const transferIdOf = (event: DomainEvent<T>) => event.subject.transferId;
  const rows = await tx
    .select({
      transferId: cardTransfers.id,
      cardId: cardTransfers.cardId,
      fromUserId: cardTransfers.fromUserId,
      collectionId: cardDesigns.collectionId,
    })
    .from(cardTransfers)
    .innerJoin(cards, eq(cards.id, cardTransfers.cardId))
    .leftJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .where(inArray(cardTransfers.id, events.map(transferIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: transferIdOf, ofRow: (row) => row.transferId }, (event, row) => ({ event, ...row }));
}

/**
 * A card given is a `card.transferred` event for its project's endpoints that want it, and a card
 * sold a `card.sold` (docs/product-rules.md "Webhooks"), kept in the outbox's transaction: a game
 * learns who holds the card now.
 */
export const transferWebhooks = <T extends ChangedHands>(jobs: Pick<JobRunner, 'wake'>, type: T) =>
  collectionWebhooks<CardTransferred<T>>(jobs, type, ({ transferId }) => ({ transferId }));
