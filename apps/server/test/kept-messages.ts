import { asc, eq } from 'drizzle-orm';
import type { KeptMessage } from '../src/realtime/rooms.js';
import { userEvents } from '../src/db/schema.js';
import type { TestApp } from './test-app.js';

/** What a user's sockets were told, oldest first, as kept for them (and replayed to a socket that was away). */
export async function keptMessagesOf(t: TestApp, userId: string): Promise<KeptMessage[]> {
  const kept = await t.deps.db
    .select({ messages: userEvents.messages })
    .from(userEvents)
    .where(eq(userEvents.userId, userId))
    .orderBy(asc(userEvents.id));
  return kept.flatMap(({ messages }) => messages as KeptMessage[]);
}
