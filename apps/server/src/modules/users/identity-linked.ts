import type { Database } from '../../db/client.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { UserMessages } from '../../realtime/kept-messages.js';

/** Records, in the transaction that inserts the identity, what follows it (docs/decisions/043). */
export function recordIdentityLinked(tx: Database, userId: string, provider: string, { signup = false } = {}): Promise<void> {
  return recordDomainEvents(tx, [{ type: 'identity.linked', userId, subject: { provider, signup }, requestId: null }]);
}

/** The user's tabs refresh their account: its providers changed (a signup's account has no tabs yet). */
export const tellTabsOfLinks = (messages: UserMessages): EventHandler<DomainEvent<'identity.linked'>> => ({
  name: "the user's tabs",
  handle: (tx, events) =>
    messages.keep(
      tx,
      events
        .filter(({ subject }) => !subject.signup)
        .map(({ userId, subject }) => ({
          userId,
          messages: [['accountChanged', { changeType: 'providerLinked', provider: subject.provider }]],
        })),
    ),
});
