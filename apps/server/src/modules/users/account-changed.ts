import type { Database } from '../../db/client.js';
import type { DomainEvent, DomainEventSubjects } from '../../outbox/domain-event-types.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { UserMessages } from '../../realtime/kept-messages.js';

/** Records, in the transaction that changes the account, what follows it (docs/decisions/043). */
export function recordAccountChanged(tx: Database, userId: string, change: DomainEventSubjects['account.changed']): Promise<void> {
  return recordDomainEvents(tx, [{ type: 'account.changed', userId, subject: change, requestId: null }]);
}

/** The user's tabs refresh their account, in one message each change. */
export const tellTabsOfChanges = (messages: UserMessages): EventHandler<DomainEvent<'account.changed'>> => ({
  name: "the user's tabs",
  handle: (tx, events) =>
    messages.keep(
      tx,
      events.map(({ userId, subject }) => ({ userId, messages: [['accountChanged', subject]] })),
    ),
});
