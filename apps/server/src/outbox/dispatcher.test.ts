// @databases pglite postgres: concurrency — the outbox's transactions and row locks, on one connection and on a pool
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, CARD_PATHS, failedWorkPath } from '@arcana/shared';
import { ZFailedWorkList } from '@arcana/shared/schemas';
import { cards, domainEvents, jobs, notifications } from '../db/schema.js';
import { createLogger } from '../logger.js';
import { loadDrawnCards, type DrawnCard } from '../modules/cards/index.js';
import { useTestApp } from '../../test/test-app.js';
import { ADMIN_MESSAGES } from '../modules/admin/index.js';
import { buildAdmin, buildUserWithWallet, get, post } from '../../test/factories.js';
import { createDispatcher, MAX_ATTEMPTS, type EventHandler } from './dispatcher.js';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from './domain-event-types.js';
import { recordDomainEvents } from './domain-events.repo.js';
import { oweMessages } from '../realtime/kept-messages.js';
import { oweNotices } from '../modules/notifications/index.js';
import type { KeptMessage } from '../realtime/rooms.js';

const t = useTestApp();
const log = createLogger('silent');
const FAILED = `/api${ADMIN_PATHS.failedWork}`;

/** Cards drawn while the app's own dispatcher is stopped: their events wait in the outbox. */
async function drawnWhileStopped(count: number) {
  // Signed up first: the verification mail is owed through the outbox too.
  const collector = await buildUserWithWallet(t);
  await t.deps.outbox.stop();
  const cardIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { status, body } = await post(
      t,
      `/api${CARD_PATHS.collect}`,
      { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
      collector.token,
    );
    expect(status).toBe(200);
    cardIds.push(body.id as string);
  }
  return cardIds;
}

const eventsOf = (cardIds: string[]) =>
  t.deps.db
    .select()
    .from(domainEvents)
    .where(inArray(sql`${domainEvents.subject}->>'cardId'`, cardIds))
    .orderBy(asc(domainEvents.id));

/**
 * A dispatcher of its own on `db`, its draws carried out by these handlers (and its other events by
 * none, but for the types `routed` leaves to the test).
 */
function dispatcherWith(db: typeof t.deps.db, handlers: Array<EventHandler<DrawnCard>>, routed: DomainEventType[] = []) {
  const dispatcher = createDispatcher({ db, log, pollMs: 60_000 });
  dispatcher.route('card.drawn', { load: loadDrawnCards, handlers });
  for (const type of DOMAIN_EVENT_TYPES.filter((type) => type !== 'card.drawn' && !routed.includes(type)))
    dispatcher.route(type, { load: async () => [], handlers: [] });
  return dispatcher;
}

/** A handler that notes each card it carries out, and fails for the cards named. */
function noting(failFor: Set<string> = new Set()) {
  const carried: string[] = [];
  const handler: EventHandler<DrawnCard> = {
    name: 'a test',
    async handle(_tx, drawn) {
      const failing = drawn.find(({ card }) => failFor.has(card.id));
      if (failing) throw new Error(`refused ${failing.card.id}`);
      carried.push(...drawn.map(({ card }) => card.id));
    },
  };
  return { carried, handler };
}

describe('the outbox dispatcher', () => {
  it('refuses to start while a type of event has no route', () => {
    const dispatcher = createDispatcher({ db: t.deps.db, log });
    dispatcher.route('card.drawn', { load: async () => [], handlers: [] });
    expect(() => dispatcher.start()).toThrow(`no route for the outbox's ${DOMAIN_EVENT_TYPES.slice(1).join(', ')} events`);
  });

  it("carries out a draw's events with the draw's answer: nothing is left waiting", async () => {
    const collector = await buildUserWithWallet(t);
    const { body } = await post(
      t,
      `/api${CARD_PATHS.collect}`,
      { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
      collector.token,
    );
    const [event] = await eventsOf([body.id as string]);
    expect(event).toMatchObject({ type: 'card.drawn', attempts: 1, deadAt: null, lastError: null });
    expect(event!.doneAt).toBeInstanceOf(Date);
  });

  it('carries out in the same pass what its handlers recorded: a notice owed by a fact reaches the bell with it', async () => {
    const cardIds = await drawnWhileStopped(2);
    const told: string[] = [];
    const dispatcher = dispatcherWith(
      t.deps.db,
      [
        {
          name: 'a notice for each',
          handle: (tx, drawn) =>
            oweNotices(
              tx,
              drawn
                .filter(({ card }) => cardIds.includes(card.id))
                .map(({ event, card }) => ({
                  userId: event.userId,
                  notice: { type: 'system', title: card.id, message: '', redirectUrl: null },
                })),
            ),
        },
      ],
      ['notice.owed'],
    );
    dispatcher.route('notice.owed', {
      load: async (_tx, events: Array<DomainEvent<'notice.owed'>>) => events,
      handlers: [{ name: 'noted', handle: async (_tx, events) => void told.push(...events.map(({ subject }) => subject.notice.title)) }],
    });
    // Whatever waited is carried out first; then the draws are told again, and one pass carries out both hops.
    dispatcher.start();
    await dispatcher.dispatch();
    told.length = 0;
    const drawn = await t.deps.db.select({ cardId: cards.id, userId: cards.userId }).from(cards).where(inArray(cards.id, cardIds));
    await t.deps.db.transaction((tx) =>
      recordDomainEvents(
        tx,
        drawn.map(({ cardId, userId }) => ({ type: 'card.drawn' as const, userId, subject: { cardId }, requestId: null })),
      ),
    );
    await dispatcher.dispatch();
    expect(told.sort()).toEqual([...cardIds].sort());
    await dispatcher.stop();
    t.deps.outbox.start();
  });

  it('carries out the rest of a batch when one event fails; that one waits its backoff, then is dead after its last attempt', async () => {
    const cardIds = await drawnWhileStopped(3);
    const poisoned = cardIds[1]!;
    const { carried, handler } = noting(new Set([poisoned]));
    const dispatcher = dispatcherWith(t.deps.db, [handler]);
    dispatcher.start();
    await dispatcher.dispatch();

    expect(carried.filter((id) => cardIds.includes(id)).sort()).toEqual([cardIds[0], cardIds[2]].sort());
    const failed = (await eventsOf([poisoned]))[0]!;
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, deadAt: null, lastError: `Error: refused ${poisoned}` });
    const [waiting] = await t.deps.db
      .select({ later: sql<boolean>`${domainEvents.runAfter} > now()` })
      .from(domainEvents)
      .where(eq(domainEvents.id, failed.id));
    expect(waiting?.later).toBe(true);

    // Its last attempt, due now: it fails again and is given up, with what went wrong.
    await t.deps.db
      .update(domainEvents)
      .set({ attempts: MAX_ATTEMPTS - 1, runAfter: sql`now()` })
      .where(eq(domainEvents.id, failed.id));
    await dispatcher.dispatch();
    expect((await eventsOf([poisoned]))[0]).toMatchObject({
      attempts: MAX_ATTEMPTS,
      doneAt: null,
      lastError: `Error: refused ${poisoned}`,
    });
    expect((await eventsOf([poisoned]))[0]!.deadAt).toBeInstanceOf(Date);
    await dispatcher.stop();
    t.deps.outbox.start();
  });

  it('shows an admin what it and the job runner gave up on, and carries each out once an admin puts it back in line', async () => {
    const [cardId] = await drawnWhileStopped(1);
    const [event] = await eventsOf([cardId!]);
    const collector = await t.deps.db.query.users.findFirst({ where: (users, { eq: is }) => is(users.id, event!.userId!) });
    await t.deps.db
      .update(domainEvents)
      .set({ attempts: MAX_ATTEMPTS, deadAt: sql`now()`, lastError: 'the webhook worker was down' })
      .where(eq(domainEvents.id, event!.id));
    t.deps.outbox.start();
    // A job the runner gave up on beside it: spreading a webhook event that is gone does nothing, once retried.
    const [job] = await t.deps.db
      .insert(jobs)
      .values({ queue: 'webhook.spread', key: randomUUID(), attempts: 12, deadAt: sql`now()`, lastError: 'the database was away' })
      .returning();
    const admin = await buildAdmin(t);
    const member = await buildUserWithWallet(t);

    // Admins only, as every call of the panel.
    expect((await get(t, FAILED, member.token)).status).toBe(403);
    expect((await post(t, `/api${failedWorkPath('event', event!.id)}`, {}, member.token)).status).toBe(403);
    expect((await post(t, `/api${failedWorkPath('job', job!.id)}`, {}, member.token)).status).toBe(403);
    const listed = await get(t, FAILED, admin.token);
    expect(listed.status).toBe(200);
    const shown = ZFailedWorkList.parse(listed.body);
    expect(shown.total).toBeGreaterThanOrEqual(2);
    expect(shown.items.find(({ kind, id }) => kind === 'event' && id === event!.id)).toMatchObject({
      name: 'card.drawn',
      username: collector!.username,
      attempts: MAX_ATTEMPTS,
      lastError: 'the webhook worker was down',
    });
    expect(shown.items.find(({ kind, id }) => kind === 'job' && id === job!.id)).toMatchObject({
      name: 'webhook.spread',
      username: null,
      attempts: 12,
      lastError: 'the database was away',
    });

    const retried = await post(t, `/api${failedWorkPath('event', event!.id)}`, {}, admin.token);
    expect(retried).toMatchObject({ status: 200, body: { message: ADMIN_MESSAGES.failedWorkRetried('event', 'card.drawn') } });
    await t.deps.outbox.dispatch();
    const [done] = await eventsOf([cardId!]);
    expect(done).toMatchObject({ deadAt: null, attempts: 1 });
    expect(done!.doneAt).toBeInstanceOf(Date);
    const noticed = await t.deps.db
      .select()
      .from(notifications)
      .where(sql`${notifications.card}->>'id' = ${cardId}`);
    expect(noticed).toHaveLength(1);
    expect(await post(t, `/api${failedWorkPath('job', job!.id)}`, {}, admin.token)).toMatchObject({
      status: 200,
      body: { message: ADMIN_MESSAGES.failedWorkRetried('job', 'webhook.spread') },
    });
    await t.deps.jobs.settle(['webhook.spread']);
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.id, job!.id))).toEqual([]);
    const left = ZFailedWorkList.parse((await get(t, FAILED, admin.token)).body).items;
    expect(left.filter(({ kind, id }) => (kind === 'event' ? id === event!.id : id === job!.id))).toEqual([]);

    // Put back once: asked again, or for work that never failed, it is not found; a malformed kind or id is refused.
    for (const [kind, id] of [
      ['event', event!.id],
      ['job', job!.id],
    ] as const)
      expect(await post(t, `/api${failedWorkPath(kind, id)}`, {}, admin.token)).toMatchObject({
        status: 404,
        body: { code: 'FAILED_WORK_NOT_FOUND' },
      });
    const malformed: Array<[kind: string, id: string]> = [
      ['event', 'first'],
      ['event', '0x1A'],
      ['job', '1e2'],
      ['job', '-3'],
      ['mail', '1'],
    ];
    for (const [kind, id] of malformed)
      expect((await post(t, `/api${ADMIN_PATHS.retryFailedWork.replace(':kind', kind).replace(':id', id)}`, {}, admin.token)).status).toBe(
        400,
      );
  });

  it('refuses, with their fact, messages the contract refuses: nothing is recorded for the outbox to fail on', async () => {
    const collector = await buildUserWithWallet(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(collector.token);
    const malformed = [['cardsSeen', { cardIds: 'not a list', seenAt: 'now' }]] as unknown as KeptMessage[];
    await expect(t.deps.db.transaction((tx) => oweMessages(tx, userId, malformed))).rejects.toThrow();
    const owed = await t.deps.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.userId, userId), eq(domainEvents.type, 'messages.owed')));
    expect(owed).toEqual([]);
  });
});

describe('two instances', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('share one outbox, and carry out each event once', async () => {
    const second = await t.openSecondInstance();
    await second.deps.outbox.stop();
    const cardIds = await drawnWhileStopped(60);
    try {
      const runs = [t.deps.db, second.deps.db].map((db) => {
        const { carried, handler } = noting();
        // Slow enough that both instances' passes overlap.
        const slow: EventHandler<DrawnCard> = { name: 'slow', handle: () => new Promise((resolve) => setTimeout(resolve, 20)) };
        return { carried, dispatcher: dispatcherWith(db, [slow, handler]) };
      });
      runs.forEach(({ dispatcher }) => dispatcher.start());
      await Promise.all(runs.map(({ dispatcher }) => Promise.all([dispatcher.dispatch(), dispatcher.dispatch()])));
      const carried = runs.flatMap((run) => run.carried).filter((id) => cardIds.includes(id));
      expect(carried.sort()).toEqual([...cardIds].sort());
      await Promise.all(runs.map(({ dispatcher }) => dispatcher.stop()));
    } finally {
      await second.close();
      t.deps.outbox.start();
    }
    // Done is done: the app's own dispatcher, started again, carries none of them out a second time.
    await t.deps.outbox.dispatch();
    const noticed = await t.deps.db
      .select({ card: notifications.card })
      .from(notifications)
      .where(inArray(sql`${notifications.card}->>'id'`, cardIds));
    expect(noticed).toHaveLength(0);
  });
});
