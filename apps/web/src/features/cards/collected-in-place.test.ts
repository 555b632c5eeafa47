import { describe, expect, it, afterEach } from 'vitest';
import { API_PREFIX, CARD_PATHS, NOTIFICATION_PATHS } from '@arcana/shared';
import type { TCard, TCardPageQuery, TCollectionSummary, TNotification } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { serveApi } from '../../test-api';
import { buildCard } from '../../test-support';
import { cardsApi, putCollectedCard, putSeenCards } from './cards.api';
import { notificationsApi, putNotification } from '../notifications';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
const held = [
  buildCard({ id: 'a', name: 'Alder Wisp', rarity: 'common', type: 'healer', collectedAt: at(3) }),
  buildCard({ id: 'b', name: 'Briar Knight', rarity: 'epic', type: 'warrior', collectedAt: at(2) }),
  buildCard({ id: 'c', name: 'Cinder Drake', rarity: 'rare', type: 'beast', collectedAt: at(1) }),
];
const summary: TCollectionSummary = {
  count: 3,
  value: 30,
  byRarity: { common: 1, uncommon: 0, rare: 1, epic: 1, legendary: 0 },
  byType: { warrior: 1, mage: 0, rogue: 0, healer: 1, beast: 1, artifact: 0 },
  byProject: [{ slug: 'arcana', name: 'Arcana', count: 3 }],
};
const notification = (id: string): TNotification => ({
  id,
  type: 'collectible_received',
  title: 'New card collected',
  message: 'You collected Moss Toad (uncommon).',
  read: false,
  createdAt: at(9),
  redirectUrl: '/inventory',
  count: 1,
  card: null,
});

/** A tab whose cache holds the collection's newest page, its figures, pages of some queries, and the bell's list; card b alone on asking. */
async function cachedTab(pageQueries: TCardPageQuery[], { morePages = false } = {}) {
  const server = serveApi({
    [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => held,
    [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summary,
    [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: () => ({
      cards: held.map((card) => ({ ...card, copies: 1 })),
      nextCursor: morePages ? 'next' : null,
    }),
    [`GET ${API_PREFIX}${CARD_PATHS.mineOne.replace(':cardId', 'b')}`]: () => held[1],
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: () => ({ notifications: [notification('n1')], unreadCount: 1, nextCursor: null }),
    [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 1 }),
  });
  const store = createStore();
  await Promise.all([
    store.dispatch(cardsApi.endpoints.myCollectibles.initiate()),
    store.dispatch(cardsApi.endpoints.collectionSummary.initiate()),
    ...pageQueries.map((query) => store.dispatch(cardsApi.endpoints.collectionPages.initiate(query))),
    store.dispatch(notificationsApi.endpoints.notifications.initiate(1)),
    store.dispatch(notificationsApi.endpoints.unreadCount.initiate()),
  ]);
  const names = (query: TCardPageQuery) =>
    cardsApi.endpoints.collectionPages
      .select(query)(store.getState())
      .data!.pages.flatMap((page) => page.cards.map((c) => c.name));
  return { store, server, requestsSoFar: server.requests.length, names };
}

const newestIds = (store: ReturnType<typeof createStore>) =>
  cardsApi.endpoints.myCollectibles
    .select()(store.getState())
    .data!.map((c) => c.id);

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('a card collected in any tab', () => {
  const toad: TCard = buildCard({ id: 'd', name: 'Moss Toad', rarity: 'uncommon', type: 'beast', collectedAt: at(4) });
  const newest = { sort: 'newest' } as const;
  const byName = { sort: 'name' } as const;
  const epics = { sort: 'rarity', rarity: 'epic' } as const;

  it('goes into the newest page, the figures and each loaded sort in place, without a request', async () => {
    const { store, server, requestsSoFar, names } = await cachedTab([newest, byName, epics]);
    restore = server.restore;
    putCollectedCard(store, toad, 'req-1');

    expect(newestIds(store)).toEqual(['d', 'a', 'b', 'c']);
    expect(cardsApi.endpoints.collectionSummary.select()(store.getState()).data).toEqual({
      count: 4,
      value: 40,
      byRarity: { ...summary.byRarity, uncommon: 1 },
      byType: { ...summary.byType, beast: 2 },
      byProject: [{ slug: 'arcana', name: 'Arcana', count: 4 }],
    });
    expect(names(newest)).toEqual(['Moss Toad', 'Alder Wisp', 'Briar Knight', 'Cinder Drake']);
    // Sorted by name the server answered A, B, C in that order; the toad goes last, as the page is the last.
    expect(names(byName)).toEqual(['Alder Wisp', 'Briar Knight', 'Cinder Drake', 'Moss Toad']);
    // Not an epic: the filtered pages stay as they are.
    expect(names(epics)).toEqual(['Alder Wisp', 'Briar Knight', 'Cinder Drake']);
    expect(server.requests.length).toBe(requestsSoFar);
  });

  it('takes the place of its own placeholder, and is never put in twice', async () => {
    const { store, server } = await cachedTab([]);
    restore = server.restore;
    store.dispatch(
      cardsApi.util.updateQueryData('myCollectibles', undefined, (cards) => void cards.unshift(buildCard({ id: 'pending-req-2' }))),
    );
    putCollectedCard(store, toad, 'req-2');
    putCollectedCard(store, toad, 'req-2');
    expect(newestIds(store)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('joins a loaded stack of the same card as its newest copy, counting one more, or stands as a stack of its own, without a request', async () => {
    const stacked = { sort: 'newest', stack: 'true' } as const;
    const copiesOfBriar = { sort: 'newest', copiesOf: 'b' } as const;
    const { store, server, requestsSoFar, names } = await cachedTab([stacked, copiesOfBriar]);
    restore = server.restore;
    const copies = (query: TCardPageQuery) =>
      cardsApi.endpoints.collectionPages
        .select(query)(store.getState())
        .data!.pages.flatMap((page) => page.cards.map((c) => [c.id, c.copies]));
    putCollectedCard(store, { ...held[1]!, id: 'b2', collectedAt: at(5) }, 'req-5');
    expect(copies(stacked)).toEqual([
      ['b2', 2],
      ['a', 1],
      ['c', 1],
    ]);
    putCollectedCard(store, toad, 'req-6');
    expect(names(stacked)).toEqual(['Briar Knight', 'Moss Toad', 'Alder Wisp', 'Cinder Drake']);
    // One stack's copies take its own alone.
    expect(copies(copiesOfBriar).map(([id]) => id)).toEqual(['b2', 'a', 'b', 'c']);
    expect(server.requests.length).toBe(requestsSoFar);
  });

  it('waits for a page not loaded yet when it sorts after every loaded card', async () => {
    const { store, server, names } = await cachedTab([byName], { morePages: true });
    restore = server.restore;
    putCollectedCard(store, toad, 'req-3');
    expect(names(byName)).toEqual(['Alder Wisp', 'Briar Knight', 'Cinder Drake']);
    putCollectedCard(store, { ...toad, id: 'e', name: 'Ash Golem' }, 'req-4');
    expect(names(byName)).toEqual(['Alder Wisp', 'Ash Golem', 'Briar Knight', 'Cinder Drake']);
  });
});

describe('a notification heard over the realtime link', () => {
  it('goes first into the cached lists and raises the unread count, without a request', async () => {
    const { store, server, requestsSoFar } = await cachedTab([]);
    restore = server.restore;
    putNotification(store, notification('n2'));
    // The bell's list of one keeps the newest, and names the next page by its last.
    expect(notificationsApi.endpoints.notifications.select(1)(store.getState()).data).toEqual({
      notifications: [notification('n2')],
      unreadCount: 2,
      nextCursor: 'n2',
    });
    expect(notificationsApi.endpoints.unreadCount.select()(store.getState()).data).toEqual({ unreadCount: 2 });
    expect(server.requests.length).toBe(requestsSoFar);
  });
});

describe('an event heard while an answer is still on its way', () => {
  /** A route whose first answer is held until released: it was read on the server before the event. */
  function heldFirstAnswer<T>(before: T, after: T) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    return {
      release,
      handler: async () => {
        calls += 1;
        if (calls > 1) return after;
        await released;
        return before;
      },
    };
  }

  it('fetches the unread count again after the stale answer lands', async () => {
    const count = heldFirstAnswer({ unreadCount: 0 }, { unreadCount: 1 });
    const server = serveApi({ [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: count.handler });
    restore = server.restore;
    const store = createStore();
    const subscription = store.dispatch(notificationsApi.endpoints.unreadCount.initiate());
    putNotification(store, notification('n2'));
    count.release();
    await subscription;
    await expect.poll(() => notificationsApi.endpoints.unreadCount.select()(store.getState()).data).toEqual({ unreadCount: 1 });
    expect(server.callsTo(`${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`)).toHaveLength(2);
  });

  it('fetches the collection again after the stale answer lands', async () => {
    const toad = buildCard({ id: 'd', name: 'Moss Toad', collectedAt: at(4) });
    const mine = heldFirstAnswer(held, [toad, ...held]);
    const server = serveApi({ [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: mine.handler });
    restore = server.restore;
    const store = createStore();
    const subscription = store.dispatch(cardsApi.endpoints.myCollectibles.initiate());
    putCollectedCard(store, toad, 'req-5');
    mine.release();
    await subscription;
    await expect
      .poll(() =>
        cardsApi.endpoints.myCollectibles
          .select()(store.getState())
          .data?.map((c) => c.id),
      )
      .toEqual(['d', 'a', 'b', 'c']);
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.mine}`)).toHaveLength(2);
  });

  it('costs no request when nothing is in flight', async () => {
    const { store, server, requestsSoFar } = await cachedTab([]);
    restore = server.restore;
    putNotification(store, notification('n3'));
    putCollectedCard(store, buildCard({ id: 'e' }), 'req-6');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests.length).toBe(requestsSoFar);
  });
});

describe('cards seen in any tab', () => {
  it('are no longer new in the newest page, each loaded sort and a card loaded alone, without a request', async () => {
    const { store, server, requestsSoFar } = await cachedTab([{ sort: 'newest' }, { sort: 'name' }]);
    restore = server.restore;
    await store.dispatch(cardsApi.endpoints.myCollectible.initiate('b'));
    const before = server.requests.length;
    putSeenCards(store, { cardIds: ['a', 'b'], seenAt: at(8) });

    const seenAt = (cards: TCard[]) => Object.fromEntries(cards.map((card) => [card.id, card.seenAt]));
    const expected = { a: at(8), b: at(8), c: null };
    expect(seenAt(cardsApi.endpoints.myCollectibles.select()(store.getState()).data!)).toEqual(expected);
    for (const query of [{ sort: 'newest' }, { sort: 'name' }] as const)
      expect(
        seenAt(
          cardsApi.endpoints.collectionPages
            .select(query)(store.getState())
            .data!.pages.flatMap((page) => page.cards),
        ),
      ).toEqual(expected);
    expect(cardsApi.endpoints.myCollectible.select('b')(store.getState()).data!.seenAt).toBe(at(8));
    expect(server.requests.length).toBe(before);
    expect(before).toBeGreaterThan(requestsSoFar);
  });
});
