import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_PAGE_SIZE, CARD_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { createStore } from '../../../state/store';
import { serveApi } from '../../../test-api';
import { buildCard } from '../../../test-support';
import type { InventoryQuery } from './inventory-view';
import { useInventoryCards } from './useInventoryCards';

const card = (i: number, over: Partial<TCard> = {}): TCard =>
  buildCard({
    id: `card-${i}`,
    name: `Card ${String(i).padStart(3, '0')}`,
    collectedAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
    ...over,
  });
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));
const summaryOf = (count: number) => ({
  count,
  value: count * 10,
  byRarity: { common: count, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
  byType: { warrior: count, mage: 0, rogue: 0, healer: 0, beast: 0, artifact: 0 },
  byProject: [{ slug: 'arcana', name: 'Arcana', count }],
});
const NEWEST: InventoryQuery = { filter: { kind: 'all' }, search: '', sort: 'newest' };

function render(query: InventoryQuery) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook((props: { query: InventoryQuery }) => useInventoryCards(props.query, false), { wrapper, initialProps: { query } });
}

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('the cards the inventory shows', () => {
  it('sorts, filters and searches a collection that fits in one page where it is, asking the server nothing more', async () => {
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => [card(2, { rarity: 'epic' }), card(1)],
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(2),
    });
    const hook = render(NEWEST);
    await waitFor(() => expect(hook.result.current.shown.map((c) => c.id)).toEqual(['card-2', 'card-1']));
    hook.rerender({ query: { ...NEWEST, filter: { kind: 'rarity', rarity: 'epic' } } });
    expect(hook.result.current.shown.map((c) => c.id)).toEqual(['card-2']);
    expect(hook.result.current.totals).toMatchObject({ count: 2, byRarity: { epic: 1, common: 1 } });
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toEqual([]);
  });

  it('reads a larger collection page by page from the server, with its figures from the summary', async () => {
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => cards(1, CARD_PAGE_SIZE),
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: (url) =>
        url.searchParams.get('cursor') === 'next'
          ? { cards: cards(500, 50), nextCursor: null }
          : { cards: cards(300, CARD_PAGE_SIZE), nextCursor: 'next' },
    });
    const hook = render({ ...NEWEST, sort: 'rarity' });
    await waitFor(() => expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE));
    expect(hook.result.current.shown[0]!.id).toBe('card-300');
    expect(hook.result.current.totals?.count).toBe(CARD_PAGE_SIZE + 50);
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE + 50));
    // Nothing is left: asking again asks the server nothing.
    act(() => hook.result.current.loadMore());
    hook.rerender({ query: { ...NEWEST, filter: { kind: 'type', type: 'mage' } } });
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toHaveLength(3));
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toEqual([
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=rarity`,
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=rarity&cursor=next`,
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest&type=mage`,
    ]);
  });

  it('asks the server for one project’s page of a larger collection, never standing the newest cards in for it', async () => {
    let answerPage!: () => void;
    const pageAsked = new Promise<void>((resolve) => (answerPage = resolve));
    const fox = card(900, { name: 'Ember Fox', project: { slug: 'nova-studio', name: 'Nova Studio' } });
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => cards(1, CARD_PAGE_SIZE),
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: async () => (await pageAsked, { cards: [fox], nextCursor: null }),
    });
    const hook = render({ ...NEWEST, project: 'nova-studio' });
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toHaveLength(1));
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toEqual([
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest&project=nova-studio`,
    ]);
    expect(hook.result.current).toMatchObject({ shown: [], isLoading: true });
    answerPage();
    await waitFor(() => expect(hook.result.current.shown).toEqual([fox]));
  });

  it('keeps showing the newest cards it has while the first page of a larger collection is on its way', async () => {
    let answerPage!: () => void;
    const pageAsked = new Promise<void>((resolve) => (answerPage = resolve));
    const newestFirst = cards(1, CARD_PAGE_SIZE).reverse();
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => newestFirst,
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: async () => (await pageAsked, { cards: newestFirst, nextCursor: 'next' }),
    });
    const hook = render(NEWEST);
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toHaveLength(1));
    // The summary says the collection is larger (its figures, not the page's), the page is not in yet.
    expect(hook.result.current).toMatchObject({ totals: { count: CARD_PAGE_SIZE + 50 }, isLoading: false });
    expect(hook.result.current.shown.map((c) => c.id)).toEqual(newestFirst.map((c) => c.id));
    answerPage();
    await waitFor(() => expect(hook.result.current.shown).toEqual(newestFirst));
  });

  it('asks for the next page wanted while the first was still on its way, once it is in', async () => {
    let answerPage!: () => void;
    const pageAsked = new Promise<void>((resolve) => (answerPage = resolve));
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => cards(1, CARD_PAGE_SIZE),
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: async (url) =>
        url.searchParams.get('cursor') === 'next'
          ? { cards: cards(500, 50), nextCursor: null }
          : (await pageAsked, { cards: cards(300, CARD_PAGE_SIZE), nextCursor: 'next' }),
    });
    const hook = render(NEWEST);
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toHaveLength(1));
    // The grid is at its end (the newest cards standing in): it asks once, and nothing more.
    act(() => hook.result.current.loadMore());
    answerPage();
    await waitFor(() => expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE + 50));
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toEqual([
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest`,
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest&cursor=next`,
    ]);
  });

  it('forgets the end of a short stacked list once its cards are shown each on its own', async () => {
    let answerStacks!: () => void;
    const stacksAsked = new Promise<void>((resolve) => (answerStacks = resolve));
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => cards(1, CARD_PAGE_SIZE),
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: async (url) =>
        url.searchParams.has('stack')
          ? (await stacksAsked, { cards: [card(1, { copies: 3 } as Partial<TCard>)], nextCursor: null })
          : { cards: cards(300, CARD_PAGE_SIZE), nextCursor: 'next' },
    });
    const hook = render({ ...NEWEST, stacked: true });
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toHaveLength(1));
    // The short stacked list is at its end while its page is on its way; then its cards are shown each on its own.
    act(() => hook.result.current.loadMore());
    hook.rerender({ query: NEWEST });
    answerStacks();
    await waitFor(() => expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).toEqual([
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest&stack=true`,
      `GET ${API_PREFIX}${CARD_PATHS.minePage}?sort=newest`,
    ]);
  });

  it('takes no wish for more from the end of the last query’s answer, still shown while the next one’s is on its way', async () => {
    let answerRarity!: () => void;
    const rarityAsked = new Promise<void>((resolve) => (answerRarity = resolve));
    const stacks = [card(1, { copies: 3 } as Partial<TCard>), card(2, { copies: 2 } as Partial<TCard>)];
    server = serveApi({
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => cards(1, CARD_PAGE_SIZE),
      [`GET ${API_PREFIX}${CARD_PATHS.mineSummary}`]: () => summaryOf(CARD_PAGE_SIZE + 50),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: async (url) =>
        url.searchParams.has('stack')
          ? { cards: stacks, nextCursor: null }
          : url.searchParams.get('cursor')
            ? { cards: cards(500, 50), nextCursor: null }
            : (await rarityAsked, { cards: cards(300, CARD_PAGE_SIZE), nextCursor: 'next' }),
    });
    const hook = render({ ...NEWEST, stacked: true });
    await waitFor(() => expect(hook.result.current.shown.map((c) => c.id)).toEqual(['card-1', 'card-2']));
    // Each card on its own, by rarity: the two stacks stay until its page comes, and their end is not its end.
    hook.rerender({ query: { ...NEWEST, sort: 'rarity' } });
    expect(hook.result.current.shown.map((c) => c.id)).toEqual(['card-1', 'card-2']);
    act(() => hook.result.current.loadMore());
    answerRarity();
    await waitFor(() => expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE));
    // The newest cards each on its own: the list route's answer stands in at once, not the stacks.
    hook.rerender({ query: NEWEST });
    expect(hook.result.current.shown).toHaveLength(CARD_PAGE_SIZE);
    expect(hook.result.current.shown[0]!.id).toBe('card-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(`${API_PREFIX}${CARD_PATHS.minePage}`)).not.toContainEqual(expect.stringContaining('cursor='));
  });
});
