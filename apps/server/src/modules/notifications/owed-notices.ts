import type { Database } from '../../db/client.js';
import type { DomainEvent, NewDomainEvent, Notice } from '../../outbox/domain-event-types.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import { recordNotices } from './notices.repo.js';

/**
 * Records, in the transaction of the fact that owes them, the notifications it owes (docs/decisions/043):
 * a fact committed is never left without its notice. `requestId`: the tab's request that caused it.
 */
export function oweNotices(tx: Database, owed: Array<{ userId: string; notice: Notice; requestId?: string | null }>): Promise<void> {
  return recordDomainEvents(
    tx,
    owed.map(({ userId, notice, requestId }): NewDomainEvent<'notice.owed'> => ({
      type: 'notice.owed',
      userId,
      subject: { notice },
      requestId: requestId ?? null,
    })),
  );
}

/** An owed notice in its user's bell, and their tabs told in one message that carries the request's id. */
export const tellOfNotices = (messages: UserMessages): EventHandler<DomainEvent<'notice.owed'>> => ({
  name: 'the bell and tabs',
  async handle(tx, events) {
    const notices = await recordNotices(
      tx,
      events.map(({ userId, subject }) => ({ userId, ...subject.notice })),
    );
    return messages.keep(
      tx,
      events.map(({ userId, requestId }, i) => ({
        userId,
        messages: [['notificationCreated', { notification: notices[i]!, requestId }]],
      })),
    );
  },
});
