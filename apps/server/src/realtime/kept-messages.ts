import type { Server } from 'socket.io';
import type { Database } from '../db/client.js';
import type { AfterCommit, EventHandler } from '../outbox/dispatcher.js';
import type { DomainEvent } from '../outbox/domain-event-types.js';
import { recordDomainEvents } from '../outbox/domain-events.repo.js';
import { asContract, sendKept, userRoom, type Emitter, type KeptMessage } from './rooms.js';
import { insertUserEvents } from './user-events.repo.js';

export interface UserMessages {
  /**
   * Keeps messages for their users' sockets in the outbox dispatcher's transaction (user_events, so a
   * socket that was away hears them when it comes back), and answers how to send them once it commits.
   */
  keep(tx: Database, entries: Array<{ userId: string; messages: KeptMessage[] }>): Promise<AfterCommit>;
  /** The socket server they go through, once it is attached. */
  useServer(io: Pick<Server, 'to'>): void;
}

export function createUserMessages(): UserMessages {
  let server: Pick<Server, 'to'> | undefined;
  return {
    async keep(tx, entries) {
      if (entries.length === 0) return () => undefined;
      entries = entries.map(({ userId, messages }) => ({ userId, messages: asContract(messages) }));
      const ids = await insertUserEvents(tx, entries);
      return () =>
        entries.forEach(
          ({ userId, messages }, i) => server && sendKept(server.to(userRoom(userId)) as Emitter, messages, { eventId: ids[i]! }),
        );
    },
    useServer(io) {
      server = io;
    },
  };
}

/**
 * Records, in the transaction of a fact that only keeps the user's other tabs in step, the messages
 * that tell them (docs/decisions/043): kept and sent by the outbox once it commits. They are parsed by
 * the contract here, so a payload it refuses fails its fact, not the outbox's attempts a day later.
 */
export function oweMessages(tx: Database, userId: string, messages: KeptMessage[]): Promise<void> {
  return recordDomainEvents(tx, [{ type: 'messages.owed', userId, subject: { messages: asContract(messages) }, requestId: null }]);
}

/** Owed messages kept for their user's sockets and sent once the outbox's pass commits. */
export const tellTabs = (messages: UserMessages): EventHandler<DomainEvent<'messages.owed'>> => ({
  name: "the user's tabs",
  handle: (tx, events) =>
    messages.keep(
      tx,
      events.map(({ userId, subject }) => ({ userId, messages: subject.messages as KeptMessage[] })),
    ),
});
