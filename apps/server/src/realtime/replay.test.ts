// @databases postgres: its cross-instance case needs PostgreSQL; the sweep runs in a transaction of its own
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { API_PREFIX, AUTH_PATHS, USER_EVENTS_REPLAY_LIMIT } from '@arcana/shared';
import type { EventsReplayed, StoredEventMeta, TNotification } from '@arcana/shared/schemas';
import { userEvents, users } from '../db/schema.js';
import { buildUser, buildUserWithWallet, get, post } from '../../test/factories.js';
import { createSocketClients, type ClientSocket } from '../../test/sockets.js';
import { useListeningTestApp, type TestApp } from '../../test/test-app.js';
import { insertUserEvents, sweepUserEvents } from './user-events.repo.js';

type Heard = [event: string, payload: unknown, meta: StoredEventMeta | undefined];

/** Everything a socket hears up to the server's eventsReplayed, and that answer. */
function untilReplayed(socket: ClientSocket): Promise<{ heard: Heard[]; replayed: EventsReplayed }> {
  const heard: Heard[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no eventsReplayed within 10 s')), 10_000);
    socket.onAny((event: string, payload: unknown, meta?: StoredEventMeta) => {
      if (event !== 'eventsReplayed') return void heard.push([event, payload, meta]);
      clearTimeout(timer);
      resolve({ heard, replayed: payload as EventsReplayed });
    });
  });
}

const collect = (t: TestApp, user: Awaited<ReturnType<typeof buildUserWithWallet>>) =>
  post(t, '/api/users/collectibles/collect', { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);

const idOf = async (t: TestApp, email: string) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The ids of the kept events a socket hears from now on. */
function idsHeard(socket: ClientSocket): Set<number> {
  const ids = new Set<number>();
  socket.onAny((_event: string, _payload: unknown, meta?: StoredEventMeta) => meta && ids.add(meta.eventId));
  return ids;
}

const keptOf = (heard: Heard[]) => heard.filter(([, , meta]) => meta !== undefined);

/** A stored notification of the account's own making (the wallet's link), not one of a collected card. */
const isSetupNotice = (event: string, payload: unknown) =>
  event === 'notificationCreated' && (payload as { notification: TNotification }).notification.type !== 'collectible_received';

describe('missed realtime events come back on reconnect', () => {
  const { t, sockets, baseUrl } = useListeningTestApp();

  it('starts a first socket at the last id issued, and sends what follows with its id', async () => {
    const user = await buildUserWithWallet(t);
    await collect(t, user);
    const socket = sockets.open(baseUrl(), user.token);
    const { heard, replayed } = await untilReplayed(socket);
    // The card collected before this tab connected is not news to it: its events, when they reach the
    // socket late (a loaded machine), carry ids up to the handshake's, which the client drops as heard.
    expect(keptOf(heard).filter(([, , meta]) => meta!.eventId > replayed.lastEventId!)).toEqual([]);
    expect(replayed.gap).toBe(false);
    const [newest] = await t.deps.db
      .select({ id: userEvents.id })
      .from(userEvents)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(replayed.lastEventId).toBe(newest!.id);

    const live = new Promise<[unknown, StoredEventMeta | undefined]>((resolve) =>
      socket.once('collectibleCollected', (payload, meta) => resolve([payload, meta])),
    );
    const res = await collect(t, user);
    const [payload, meta] = await live;
    expect(payload).toMatchObject({ status: 'success', card: { id: res.body.id } });
    expect(meta!.eventId).toBeGreaterThan(replayed.lastEventId!);
  });

  it('replays to a first socket what was kept after the session check its tab read first', async () => {
    const user = await buildUserWithWallet(t);
    // The tab reads its session (and its pages) by HTTP; a card comes before its socket is greeted.
    const checked = await get(t, `${API_PREFIX}${AUTH_PATHS.verify}`, user.token);
    expect(checked.status).toBe(200);
    const { lastEventId } = checked.body as { lastEventId: number };
    const card = (await collect(t, user)).body.id;
    const socket = sockets.open(baseUrl(), user.token, 'auth', { lastEventId });
    const { heard } = await untilReplayed(socket);
    // Through PostgreSQL's adapter the card's NOTIFY may reach the room after this socket joined it: heard
    // live as well as replayed, with one id, and the client keeps one. What counts is that it came.
    const news = keptOf(heard).filter(([event, , meta]) => event === 'collectibleCollected' && meta!.eventId > lastEventId);
    expect([...new Set(news.map(([, payload]) => (payload as { card: { id: string } }).card.id))]).toEqual([card]);
    expect(new Set(news.map(([, , meta]) => meta!.eventId)).size).toBe(1);
  });

  it('replays, in order and with their ids, the events a socket missed, and only its own user’s', async () => {
    const user = await buildUserWithWallet(t);
    const other = await buildUserWithWallet(t);
    const first = sockets.open(baseUrl(), user.token);
    const { replayed: before } = await untilReplayed(first);
    first.close();
    // The user's other tab stays. Through PostgreSQL's adapter a room hears an event only once its
    // NOTIFY is sent, after the request that caused it has answered: a socket joining meanwhile hears
    // it live as well as replayed (the client drops the copy). Once this tab has heard the last card,
    // nothing is on its way and the wire carries the replay alone.
    const stayed = sockets.open(baseUrl(), user.token);
    await untilReplayed(stayed);
    const heardLive = idsHeard(stayed);

    const cards = [(await collect(t, user)).body.id, (await collect(t, other)).body.id, (await collect(t, user)).body.id];
    const stored = await t.deps.db
      .select({ id: userEvents.id })
      .from(userEvents)
      .where(and(eq(userEvents.userId, await idOf(t, user.email)), gt(userEvents.id, before.lastEventId!)));
    await vi.waitFor(() => expect(stored.filter(({ id }) => !heardLive.has(id))).toEqual([]), { timeout: 10_000 });
    const back = sockets.open(baseUrl(), user.token, 'auth', { lastEventId: before.lastEventId! });
    const { heard, replayed } = await untilReplayed(back);

    // What came before the handshake's id was heard already (the client drops it); the rest is news.
    // The account's own notices (the wallet's link) are news too when stored after the first socket
    // came, which a loaded machine allows: not the collects'.
    const kept = keptOf(heard).filter(([event, payload, meta]) => meta!.eventId > before.lastEventId! && !isSetupNotice(event, payload));
    // One message a card: the card with its notification.
    expect(kept.map(([event]) => event)).toEqual(['collectibleCollected', 'collectibleCollected']);
    const told = kept.map(([, payload]) => payload as { card: { id: string }; notification: { card: { id: string } } });
    expect(told.map(({ card }) => card.id)).toEqual([cards[0], cards[2]]);
    expect(told.map(({ notification }) => notification.card.id)).toEqual([cards[0], cards[2]]);
    const ids = kept.map(([, , meta]) => meta!.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(replayed).toEqual({ lastEventId: Math.max(...ids), gap: false });

    // Back again with the new id: nothing new (the last seconds come again, for the client to drop as heard).
    back.close();
    const again = sockets.open(baseUrl(), user.token, 'auth', { lastEventId: replayed.lastEventId! });
    const quiet = await untilReplayed(again);
    expect(keptOf(quiet.heard).filter(([, , meta]) => meta!.eventId > replayed.lastEventId!)).toEqual([]);
    expect(quiet.replayed).toEqual({ lastEventId: replayed.lastEventId, gap: false });
  });

  it('replays an event whose lower id became visible after a higher one the socket heard (a late commit)', async () => {
    const user = await buildUser(t);
    const userId = await idOf(t, user.email);
    // An id drawn by an insert that has not committed yet, as another instance's would be.
    const { rows } = (await t.deps.db.execute(sql`select nextval('user_events_id_seq') as id`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    const late = Number(rows[0]!.id);
    const [heard] = await insertUserEvents(t.deps.db, [{ userId, messages: [['allNotificationsRead', { requestId: randomUUID() }]] }]);
    await t.deps.db.insert(userEvents).values({ id: late, userId, messages: [['allNotificationsRead', { requestId: 'late' }]] });

    const back = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: heard! }));
    expect(keptOf(back.heard).map(([, payload, meta]) => [meta!.eventId, payload])).toContainEqual([late, { requestId: 'late' }]);
    expect(back.replayed).toEqual({ lastEventId: heard, gap: false });
  });

  it('answers gap when the missed events were swept, were too many, or the id is not this database’s', async () => {
    const user = await buildUserWithWallet(t);
    const first = sockets.open(baseUrl(), user.token);
    const { replayed: start } = await untilReplayed(first);
    first.close();
    const cursor = start.lastEventId!;

    // Too many to replay one by one.
    const userId = await idOf(t, user.email);
    await insertUserEvents(
      t.deps.db,
      Array.from({ length: USER_EVENTS_REPLAY_LIMIT + 1 }, () => ({
        userId,
        messages: [['allNotificationsRead', { requestId: randomUUID() }]],
      })),
    );
    const flooded = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: cursor }));
    expect(keptOf(flooded.heard)).toEqual([]);
    expect(flooded.replayed.gap).toBe(true);
    expect(flooded.replayed.lastEventId).toBeGreaterThanOrEqual(cursor + USER_EVENTS_REPLAY_LIMIT + 1);

    // Swept: every kept event is older than a day, the sweep takes them.
    await t.deps.db.update(userEvents).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await t.deps.db.transaction((tx) => sweepUserEvents(tx));
    expect(await t.deps.db.select().from(userEvents).where(eq(userEvents.userId, userId))).toEqual([]);
    const swept = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: cursor }));
    expect(swept.replayed).toEqual({ lastEventId: flooded.replayed.lastEventId, gap: true });
    // …but a socket that had heard everything before the sweep has missed nothing.
    const upToDate = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: flooded.replayed.lastEventId! }));
    expect(upToDate.replayed).toEqual({ lastEventId: flooded.replayed.lastEventId, gap: false });

    // An id this database never issued (a restored or reset database).
    const foreign = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: flooded.replayed.lastEventId! + 1000 }));
    expect(foreign.replayed).toEqual({ lastEventId: flooded.replayed.lastEventId, gap: true });
  });

  it('takes a malformed lastEventId for a first connect', async () => {
    const user = await buildUser(t);
    const socket = sockets.open(baseUrl(), user.token, 'auth', { lastEventId: -5 });
    const { replayed } = await untilReplayed(socket);
    expect(replayed.gap).toBe(false);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('replay across instances on one PostgreSQL database', () => {
  const { t, baseUrl } = useListeningTestApp();
  const sockets = createSocketClients();

  it('replays on one instance what another instance sent while the socket was away', async () => {
    const second = await t.openSecondInstance();
    try {
      const user = await buildUserWithWallet(t);
      const first = sockets.open(baseUrl(), user.token);
      const { replayed } = await untilReplayed(first);
      first.close();

      const res = await collect(second, user);
      const back = await untilReplayed(sockets.open(baseUrl(), user.token, 'auth', { lastEventId: replayed.lastEventId! }));
      expect(keptOf(back.heard).find(([event]) => event === 'collectibleCollected')?.[1]).toMatchObject({ card: { id: res.body.id } });
      expect(back.replayed.gap).toBe(false);
    } finally {
      sockets.closeAll();
      await second.close();
    }
  });
});
