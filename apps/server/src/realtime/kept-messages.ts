import type { Server } from 'socket.io';
import type { Database } from '../db/client.js';
import type { AfterCommit } from '../outbox/dispatcher.js';
import { asContract, sendKept, userRoom, type Emitter, type KeptMessage } from './bus-to-sockets.js';
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
