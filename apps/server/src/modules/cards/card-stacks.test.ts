// @databases pglite postgres: a stack's newest copy is found by each database's text functions and collation
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, RARITY_SORT_WEIGHT } from '@arcana/shared';
import { ZCardPage, type TInventorySort, type TPageCard } from '@arcana/shared/schemas';
import { eq } from 'drizzle-orm';
import { cardDesigns, cards } from '../../db/schema.js';
import { buildUser, get, post } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const page = (query: Record<string, string>) => `/api${CARD_PATHS.minePage}?${new URLSearchParams(query).toString()}`;

type Stored = typeof cards.$inferSelect;

/**
 * A collection of duplicates: copies of house designs, and cards without a design, some with a
 * design's very text (another stack: they are not that design's), many collected in one instant.
 */
async function collectionOfDuplicates(userId: string) {
  const designs = await t.deps.db.select().from(cardDesigns).limit(6);
  expect(designs.length).toBe(6);
  const base = Date.now() - 1_000_000;
  const rows = Array.from({ length: 90 }, (_, i) => {
    const design = designs[(i * 7) % designs.length]!;
    const withoutDesign = i % 5 === 0;
    return {
      userId,
      name: withoutDesign && i % 2 === 0 ? `Lantern Moth ${i % 3}` : design.name,
      description: design.description,
      image: '🃏',
      rarity: design.rarity,
      type: design.type,
      power: 10,
      defense: 10,
      designId: withoutDesign ? null : design.id,
      collectedAt: new Date(base + Math.floor(i / 4) * 1000),
      requestId: randomUUID(),
    };
  });
  await t.deps.db.insert(cards).values(rows);
  return t.deps.db.select().from(cards).where(eq(cards.userId, userId));
}

const newest = (a: Stored, b: Stored) => b.collectedAt.getTime() - a.collectedAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
const byName = (a: Stored, b: Stored) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name));
const ORDER: Record<TInventorySort, (a: Stored, b: Stored) => number> = {
  newest,
  name: (a, b) => byName(a, b) || newest(a, b),
  rarity: (a, b) => RARITY_SORT_WEIGHT[b.rarity as 'rare'] - RARITY_SORT_WEIGHT[a.rarity as 'rare'] || byName(a, b) || newest(a, b),
};

/** The stacks the inventory should show: each as its newest copy, with its count, in the sort's order. */
function expectedStacks(held: Stored[], sort: TInventorySort) {
  const stacks = new Map<string, Stored[]>();
  for (const card of held) {
    const key = card.designId ?? [card.name, card.description, card.rarity, card.type].join('\n');
    stacks.set(key, [...(stacks.get(key) ?? []), card]);
  }
  return [...stacks.values()]
    .map((copies) => ({ newest: copies.sort(newest)[0]!, copies: copies.length }))
    .sort((a, b) => ORDER[sort](a.newest, b.newest))
    .map((stack) => ({ id: stack.newest.id, copies: stack.copies }));
}

/** Every page of one query, three stacks at a time, walked by its cursors. */
async function walkStacks(token: string, query: Record<string, string>) {
  const seen: TPageCard[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50 && (pages === 0 || cursor); pages++) {
    const res = await get(t, page({ ...query, stack: 'true', limit: '3', ...(cursor ? { cursor } : {}) }), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = ZCardPage.parse(res.body);
    seen.push(...body.cards);
    cursor = body.nextCursor;
  }
  return seen.map((card) => ({ id: card.id, copies: card.copies }));
}

describe('a collection with its duplicates stacked', () => {
  it('pages stacks by design, or by text without one, in every sort, filter and search: each once, its newest copy, every copy counted', async () => {
    const owner = await buildUser(t);
    const held = await collectionOfDuplicates((await t.deps.tokens.verifyAccess(owner.token)).sub);
    const [someRarity] = held.map((card) => card.rarity);
    const queries: Array<Record<string, string>> = [
      { sort: 'newest' },
      { sort: 'rarity' },
      { sort: 'name' },
      { sort: 'name', rarity: someRarity! },
      { sort: 'newest', project: 'arcana' },
      { sort: 'rarity', search: 'lantern' },
      { sort: 'newest', project: 'no-such-project' },
    ];
    for (const query of queries) {
      const selected = held
        .filter((card) => !query.rarity || card.rarity === query.rarity)
        .filter(
          (card) => !query.search || [card.name, card.description, card.type, card.rarity].join('\n').toLowerCase().includes(query.search),
        )
        .filter(() => query.project !== 'no-such-project');
      expect(selected.length > 0, JSON.stringify(query)).toBe(query.project !== 'no-such-project');
      expect(await walkStacks(owner.token, query), JSON.stringify(query)).toEqual(expectedStacks(selected, query.sort as TInventorySort));
    }
    const all = await walkStacks(owner.token, { sort: 'newest' });
    expect(all.reduce((sum, stack) => sum + stack.copies, 0)).toBe(held.length);
    expect(all.length).toBeLessThan(held.length);
    // Each card on its own, as before: one copy each.
    const each = ZCardPage.parse((await get(t, page({ sort: 'newest', stack: 'false' }), owner.token)).body).cards;
    expect(each.map((card) => [card.id, card.copies])).toEqual([...held].sort(newest).map((card) => [card.id, 1]));
  });

  it('refuses a cursor of the other view, stacked or each card, and a stack flag that is not true or false', async () => {
    const owner = await buildUser(t);
    await collectionOfDuplicates((await t.deps.tokens.verifyAccess(owner.token)).sub);
    const cursorOf = async (query: Record<string, string>) =>
      ZCardPage.parse((await get(t, page({ ...query, limit: '2' }), owner.token)).body).nextCursor!;
    const stacked = await cursorOf({ sort: 'name', stack: 'true' });
    const each = await cursorOf({ sort: 'name' });
    expect((await get(t, page({ sort: 'name', stack: 'true', cursor: stacked }), owner.token)).status).toBe(200);
    const refused: Array<Record<string, string>> = [
      { sort: 'name', cursor: stacked },
      { sort: 'name', stack: 'false', cursor: stacked },
      { sort: 'name', stack: 'true', cursor: each },
      { sort: 'newest', stack: 'true', cursor: stacked },
      { stack: 'yes' },
      { stack: '' },
    ];
    for (const query of refused) {
      expect(await get(t, page(query), owner.token), JSON.stringify(query)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      });
    }
  });
});

describe('a stack’s copies', () => {
  it('lists one card’s copies, newest first, page by page, and none through a card that is not the owner’s', async () => {
    const owner = await buildUser(t);
    const held = await collectionOfDuplicates((await t.deps.tokens.verifyAccess(owner.token)).sub);
    const stacks = await walkStacks(owner.token, { sort: 'newest' });
    for (const stack of stacks.filter((_, i) => i % 3 === 0)) {
      const oldestCopy = expectedCopies(held, stack.id).at(-1)!;
      const copies = await walkCards(owner.token, { sort: 'newest', copiesOf: oldestCopy });
      expect(copies).toEqual(expectedCopies(held, stack.id));
      expect(copies).toHaveLength(stack.copies);
    }
    const stranger = await buildUser(t);
    await collectionOfDuplicates((await t.deps.tokens.verifyAccess(stranger.token)).sub);
    expect(await walkCards(stranger.token, { sort: 'newest', copiesOf: stacks[0]!.id })).toEqual([]);
    expect(await get(t, page({ copiesOf: 'not-a-card' }), owner.token)).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('shows a stack as new while any copy is, and marks every copy seen when the stack is seen', async () => {
    const owner = await buildUser(t);
    const held = await collectionOfDuplicates((await t.deps.tokens.verifyAccess(owner.token)).sub);
    const [top] = ZCardPage.parse((await get(t, page({ sort: 'newest', stack: 'true', limit: '1' }), owner.token)).body).cards;
    const [newest, ...older] = expectedCopies(held, top!.id);
    expect(older.length).toBeGreaterThan(0);
    const seen = async (cardIds: string[], withCopies?: boolean) =>
      (await post(t, `/api${CARD_PATHS.mineSeen}`, { cardIds, withCopies }, owner.token)).body;
    // Its newest copy seen, an older one still new: the stack is new.
    await seen([newest!]);
    const stackOf = async () =>
      ZCardPage.parse((await get(t, page({ sort: 'newest', stack: 'true', limit: '1' }), owner.token)).body).cards[0]!;
    expect(await stackOf()).toMatchObject({ id: newest, seenAt: null });
    expect(await seen([newest!], true)).toMatchObject({ cardIds: expect.arrayContaining(older) as unknown });
    expect((await stackOf()).seenAt).not.toBeNull();
  });
});

/** A stack's copies, by the id of its newest copy, newest first. */
function expectedCopies(held: Stored[], newestId: string) {
  const card = held.find((each) => each.id === newestId)!;
  const key = (each: Stored) => each.designId ?? [each.name, each.description, each.rarity, each.type].join('\n');
  return held
    .filter((each) => key(each) === key(card))
    .sort(newest)
    .map((each) => each.id);
}

/** Every card of one query, unstacked, five at a time, walked by its cursors. */
async function walkCards(token: string, query: Record<string, string>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50 && (pages === 0 || cursor); pages++) {
    const res = await get(t, page({ ...query, limit: '5', ...(cursor ? { cursor } : {}) }), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = ZCardPage.parse(res.body);
    seen.push(...body.cards.map((card) => card.id));
    cursor = body.nextCursor;
  }
  return seen;
}
