import { describe, expect, it } from 'vitest';
import { createEventCursor } from './event-cursor';

describe('the event cursor', () => {
  it('holds kept events until the replay ends, then runs each once, in id order', () => {
    const cursor = createEventCursor();
    const ran: string[] = [];
    cursor.connected();
    // A live event overtakes the replay, which then sends it again.
    cursor.receive('collectibleCollected', { eventId: 7 }, () => ran.push('live 7'));
    cursor.receive('collectibleCollected', { eventId: 5 }, () => ran.push('replayed 5'));
    cursor.receive('collectibleCollected', { eventId: 7 }, () => ran.push('replayed 7'));
    cursor.receive('pong', undefined, () => ran.push('not kept'));
    expect(ran).toEqual(['not kept']);

    expect(cursor.replayed({ lastEventId: 7, gap: false })).toBe(false);
    expect(ran).toEqual(['not kept', 'replayed 5', 'live 7']);
    expect(cursor.lastEventId()).toBe(7);

    cursor.receive('collectibleCollected', { eventId: 9 }, () => ran.push('live 9'));
    cursor.receive('collectibleCollected', { eventId: 7 }, () => ran.push('again 7'));
    expect(ran.at(-1)).toBe('live 9');
    expect(cursor.lastEventId()).toBe(9);
  });

  it('tells two messages of one kept event apart by their names', () => {
    const cursor = createEventCursor();
    const ran: string[] = [];
    cursor.replayed({ lastEventId: 1, gap: false });
    cursor.receive('collectibleCollected', { eventId: 2 }, () => ran.push('collectibleCollected'));
    cursor.receive('notificationCreated', { eventId: 2 }, () => ran.push('notificationCreated'));
    expect(ran).toEqual(['collectibleCollected', 'notificationCreated']);
  });

  it('sends nothing on its first handshake and then what the server said, even lower after a restored database', () => {
    const cursor = createEventCursor();
    expect(cursor.lastEventId()).toBeUndefined();
    cursor.connected();
    cursor.replayed({ lastEventId: 40, gap: false });
    cursor.receive('accountChanged', { eventId: 41 }, () => undefined);
    expect(cursor.lastEventId()).toBe(41);

    cursor.connected();
    expect(cursor.replayed({ lastEventId: 12, gap: true })).toBe(true);
    expect(cursor.lastEventId()).toBe(12);
    // Ids of the old database are forgotten: the new one's 41 is news.
    const ran: number[] = [];
    cursor.receive('accountChanged', { eventId: 41 }, () => ran.push(41));
    expect(ran).toEqual([41]);
  });

  it('starts its first handshake where the tab’s first reads stood, running only what was kept after them', () => {
    let read: number | undefined;
    const cursor = createEventCursor(() => read);
    // The session check has not answered yet: nothing to start from, asked again next time.
    expect(cursor.lastEventId()).toBeUndefined();
    read = 20;
    expect(cursor.lastEventId()).toBe(20);
    cursor.connected();
    const ran: number[] = [];
    // The replay sends a few seconds before the id too: what the reads had already shown is not run again.
    for (const eventId of [19, 20, 21, 22]) cursor.receive('collectibleCollected', { eventId }, () => ran.push(eventId));
    cursor.replayed({ lastEventId: 22, gap: false });
    expect(ran).toEqual([21, 22]);
    read = 5;
    expect(cursor.lastEventId()).toBe(22);
  });

  it('keeps its own id when the server could not read the events, and answers the replay once', () => {
    const cursor = createEventCursor();
    cursor.replayed({ lastEventId: 3, gap: false });
    cursor.connected();
    expect(cursor.replayed({ lastEventId: null, gap: true })).toBe(true);
    expect(cursor.lastEventId()).toBe(3);
    // A late answer after the wait ran out changes nothing more.
    expect(cursor.replayed({ lastEventId: 99, gap: true })).toBe(false);
    expect(cursor.lastEventId()).toBe(3);
  });

  it('drops what a replay sends from before the tab’s first socket (the page loaded that by HTTP)', () => {
    const cursor = createEventCursor();
    const ran: number[] = [];
    cursor.connected();
    cursor.replayed({ lastEventId: 50, gap: false });
    cursor.receive('collectibleCollected', { eventId: 52 }, () => ran.push(52));
    cursor.connected();
    for (const eventId of [48, 51, 52, 53]) cursor.receive('collectibleCollected', { eventId }, () => ran.push(eventId));
    cursor.replayed({ lastEventId: 53, gap: false });
    expect(ran).toEqual([52, 51, 53]);
  });
});
