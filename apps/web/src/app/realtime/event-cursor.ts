import type { EventsReplayed, StoredEventMeta } from '@arcana/shared/schemas';

/** Kept events a tab remembers having heard: enough to span a replay and the live events that overlap it. */
const REMEMBERED = 1000;

interface Held {
  eventId: number;
  key: string;
  run: () => void;
}

/**
 * Where a tab stands in its user's kept events (docs/decisions/020). Each handshake sends the last id
 * heard; the server replays what is newer, then says eventsReplayed. Until then the kept events that
 * arrive (replayed or live, which may overlap) are held, then run once each, in id order. Events
 * without an id (about other users, or not kept) run at once. The first handshake starts where the
 * tab's first reads stood (`firstRead`: the session check's last id), so what was kept between those
 * reads and the greeting is replayed, not lost; without it, at the greeting.
 */
export function createEventCursor(firstRead: () => number | undefined = () => undefined) {
  let lastEventId: number | undefined;
  /** Where the tab's first socket started: what was kept before it, the tab loaded by HTTP instead. */
  let startedAt: number | undefined;
  let settled = false;
  let held: Held[] = [];
  const heard = new Set<string>();

  function runOnce({ eventId, key, run }: Held) {
    if (heard.has(key)) return;
    heard.add(key);
    if (heard.size > REMEMBERED) heard.delete(heard.values().next().value!);
    lastEventId = Math.max(lastEventId ?? 0, eventId);
    run();
  }

  return {
    /** What the next handshake sends (undefined on a first with nothing read: start at the greeting). */
    lastEventId() {
      if (lastEventId === undefined && startedAt === undefined) lastEventId = startedAt = firstRead();
      return lastEventId;
    },
    /** A socket was greeted: what it hears waits for the replay's end. */
    connected() {
      settled = false;
    },
    receive(event: string, meta: StoredEventMeta | null | undefined, run: () => void) {
      if (typeof meta?.eventId !== 'number') return run();
      const entry = { eventId: meta.eventId, key: `${meta.eventId}:${event}`, run };
      if (settled) runOnce(entry);
      else held.push(entry);
    },
    /** The server's eventsReplayed; true when the client must refetch instead (a gap). */
    replayed({ lastEventId: serverLast, gap }: EventsReplayed): boolean {
      if (settled) return false;
      settled = true;
      // The server's word, even when lower: a restored database issues its ids again.
      if (serverLast !== null) lastEventId = serverLast;
      // Ids heard before a gap may come from a database since restored: forget them.
      if (gap) heard.clear();
      // A replay also sends a few seconds before the id it was asked for; none of it predates the tab.
      const ready = held.filter((entry) => startedAt === undefined || entry.eventId > startedAt).sort((a, b) => a.eventId - b.eventId);
      held = [];
      ready.forEach(runOnce);
      startedAt ??= lastEventId ?? 0;
      return gap;
    },
  };
}

export type EventCursor = ReturnType<typeof createEventCursor>;
