import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARD_PAGE_SIZE, CARD_PATHS, CARD_TYPES, CARD_VALUE, RARITIES, RARITY_SORT_WEIGHT } from '@arcana/shared';
import { ZCard, ZCardList, ZCardPage, type TCard, type TInventorySort } from '@arcana/shared/schemas';
import { and, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { cards, collectionTallies } from '../../db/schema.js';
import { refreshPlannerStatistics } from '../../db/planner-statistics.js';
import { parseConfig } from '../../config.js';
import { buildAdmin, buildUser, buildUserWithWallet, get, post } from '../../../test/factories.js';
import { cardPageQuery } from './card-page.repo.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp({ rateLimits: { ...parseConfig({}).rateLimits, collect: { max: 3, windowSeconds: 60 } } });

const NAMES = ['Scout Hawk', 'Moss Toad', 'Abyssal Leviathan', 'Storm Griffin', 'storm griffin', 'Ember Mage', 'Ämber Sage'];

/** `count` cards of every rarity, type and name, many of them collected in the same instant (ties), inserted directly. */
async function collectionOf(userId: string, count: number, publicKey = 'So11111111111111111111111111111111111111112') {
  const base = Date.now() - 10_000_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    publicKey,
    name: NAMES[i % NAMES.length]!,
    description: i % 11 === 0 ? 'Wakes at dusk' : 'A faithful companion',
    image: '🃏',
    rarity: RARITIES[(i * 7) % RARITIES.length]!,
    type: CARD_TYPES[(i * 5) % CARD_TYPES.length]!,
    power: 10,
    defense: 10,
    collectedAt: new Date(base + Math.floor(i / 3) * 1000),
    requestId: randomUUID(),
  }));
  for (let at = 0; at < rows.length; at += 500) await t.deps.db.insert(cards).values(rows.slice(at, at + 500));
}

const bytes = (text: string) => Buffer.from(text);
const newest = (a: TCard, b: TCard) => Date.parse(b.collectedAt) - Date.parse(a.collectedAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
const byName = (a: TCard, b: TCard) => Buffer.compare(bytes(a.name), bytes(b.name));
const ORDER: Record<TInventorySort, (a: TCard, b: TCard) => number> = {
  newest,
  name: (a, b) => byName(a, b) || newest(a, b),
  rarity: (a, b) => RARITY_SORT_WEIGHT[b.rarity] - RARITY_SORT_WEIGHT[a.rarity] || byName(a, b) || newest(a, b),
};

const userIdOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;

/** A GET with its Link header's next page, if it names one. */
async function getListing(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
  return { status: res.statusCode, cards: ZCardList.parse(res.json()), next };
}

/** Every page of one query, walked by its cursors. */
async function walk(token: string, query: Record<string, string>) {
  const seen: TCard[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, limit: '40', ...(cursor ? { cursor } : {}) });
    const page = await get(t, `/api/users/my-collectibles/page?${params.toString()}`, token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const body = ZCardPage.parse(page.body);
    seen.push(...body.cards);
    cursor = body.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return seen;
}

describe('a large collection, page by page', () => {
  it('walks every sort, filter and search by keyset, each card once, in the order the inventory shows', async () => {
    const owner = await buildUser(t);
    const { sub: ownerId } = await t.deps.tokens.verifyAccess(owner.token);
    await collectionOf(ownerId, 230);
    const other = await buildUser(t);
    await collectionOf((await t.deps.tokens.verifyAccess(other.token)).sub, 20);
    const all = (await walk(owner.token, {})).sort(newest);
    expect(all).toHaveLength(230);

    const queries: Array<Record<string, string>> = [
      { sort: 'newest' },
      { sort: 'rarity' },
      { sort: 'name' },
      { sort: 'name', rarity: 'epic' },
      { sort: 'rarity', type: 'mage' },
      { sort: 'newest', search: 'STORM' },
      { sort: 'rarity', search: 'dusk' },
      { sort: 'name', search: 'legendary' },
    ];
    for (const query of queries) {
      const term = query.search?.toLowerCase();
      const expected = all
        .filter((card) => !query.rarity || card.rarity === query.rarity)
        .filter((card) => !query.type || card.type === query.type)
        .filter((card) => !term || [card.name, card.description, card.type, card.rarity].join('\n').toLowerCase().includes(term))
        .sort(ORDER[query.sort as TInventorySort]);
      expect(
        (await walk(owner.token, query)).map((card) => card.id),
        JSON.stringify(query),
      ).toEqual(expected.map((card) => card.id));
    }
  });

  it('answers the spec’s lists with the newest page, and the figures of the whole collection in one summary', async () => {
    const owner = await buildUser(t);
    await collectionOf((await t.deps.tokens.verifyAccess(owner.token)).sub, CARD_PAGE_SIZE + 30);
    const first = await get(t, '/api/users/my-collectibles', owner.token);
    const firstCards = ZCardList.parse(first.body);
    expect(firstCards).toHaveLength(CARD_PAGE_SIZE);
    expect(firstCards).toEqual([...firstCards].sort(newest));

    const summary = await get(t, '/api/users/my-collectibles/summary', owner.token);
    const everything = await walk(owner.token, {});
    const tally = (key: 'rarity' | 'type', values: readonly string[]) =>
      Object.fromEntries(values.map((value) => [value, everything.filter((card) => card[key] === value).length]));
    expect(summary.body).toEqual({
      count: CARD_PAGE_SIZE + 30,
      value: (CARD_PAGE_SIZE + 30) * CARD_VALUE,
      byRarity: tally('rarity', RARITIES),
      byType: tally('type', CARD_TYPES),
      byProject: [{ slug: 'arcana', name: 'Arcana', count: CARD_PAGE_SIZE + 30 }],
    });
    const empty = await buildUser(t);
    expect((await get(t, '/api/users/my-collectibles/summary', empty.token)).body).toMatchObject({ count: 0, value: 0 });
  });

  it('names the next page of the spec’s lists in a Link header: following it reaches every card once', async () => {
    const owner = await buildUserWithWallet(t);
    const ownerId = await userIdOf(owner.token);
    await collectionOf(ownerId, CARD_PAGE_SIZE + 30, owner.wallet.publicKey);

    const mine = await getListing('/api/users/my-collectibles', owner.token);
    expect(mine.cards).toHaveLength(CARD_PAGE_SIZE);
    expect(mine.next).toMatch(/^\/api\/users\/my-collectibles\?cursor=/);
    const rest = await getListing(mine.next!, owner.token);
    expect(rest).toMatchObject({ status: 200, next: undefined });
    const everything = [...mine.cards, ...rest.cards];
    expect(new Set(everything.map((card) => card.id)).size).toBe(CARD_PAGE_SIZE + 30);
    expect(everything).toEqual([...everything].sort(newest));

    // A wallet's list, for its owner and for an admin: the same cards, page by page through its own path.
    for (const reader of [owner, await buildAdmin(t)]) {
      const seen: TCard[] = [];
      let url: string | undefined = `/api/users/collectibles/${owner.wallet.publicKey}`;
      for (let pages = 0; url && pages < 5; pages++) {
        const listing = await getListing(url, reader.token);
        expect(listing.status).toBe(200);
        seen.push(...listing.cards);
        url = listing.next;
      }
      expect(seen).toEqual(everything);
    }
    const small = await buildUserWithWallet(t);
    await collectionOf(await userIdOf(small.token), 3, small.wallet.publicKey);
    expect(await getListing('/api/users/my-collectibles', small.token)).toMatchObject({ status: 200, next: undefined });
    expect((await get(t, `/api/users/collectibles/${owner.wallet.publicKey}?cursor=made-up`, owner.token)).status).toBe(400);
  });

  it('answers any one of the owner’s cards by its id, however old, and no one else’s', async () => {
    const owner = await buildUser(t);
    await collectionOf(await userIdOf(owner.token), CARD_PAGE_SIZE + 5);
    const everything = await walk(owner.token, {});
    // As the card alone is answered: a page's card also says how many copies it stands for.
    const oldest = ZCard.parse(everything.at(-1));
    expect((await get(t, '/api/users/my-collectibles', owner.token)).body).not.toContainEqual(oldest);
    expect(await get(t, `/api/users/my-collectibles/${oldest.id.toUpperCase()}`, owner.token)).toEqual({ status: 200, body: oldest });

    const stranger = await buildUser(t);
    expect(await get(t, `/api/users/my-collectibles/${oldest.id}`, stranger.token)).toMatchObject({
      status: 404,
      body: { code: 'CARD_NOT_FOUND' },
    });
    expect((await get(t, '/api/users/my-collectibles/not-a-card', owner.token)).status).toBe(400);
    expect((await get(t, `/api/users/my-collectibles/${oldest.id}`)).status).toBe(401);
  });

  it('keeps the summary’s tallies with the cards as they are stored and deleted', async () => {
    const owner = await buildUser(t);
    const ownerId = await userIdOf(owner.token);
    await collectionOf(ownerId, 40);
    const someMages = (
      await t.deps.db
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.userId, ownerId), eq(cards.type, 'mage')))
    ).slice(0, 3);
    await t.deps.db.delete(cards).where(
      inArray(
        cards.id,
        someMages.map((card) => card.id),
      ),
    );
    const held = await t.deps.db.select().from(cards).where(eq(cards.userId, ownerId));
    const tally = (key: 'rarity' | 'type', values: readonly string[]) =>
      Object.fromEntries(values.map((value) => [value, held.filter((card) => card[key] === value).length]));
    expect((await get(t, '/api/users/my-collectibles/summary', owner.token)).body).toEqual({
      count: 37,
      value: 37 * CARD_VALUE,
      byRarity: tally('rarity', RARITIES),
      byType: tally('type', CARD_TYPES),
      byProject: [{ slug: 'arcana', name: 'Arcana', count: 37 }],
    });
    // And by text, which a search reads before the cards: a term no card holds reads none of them.
    const byText = (rows: Array<{ name: string; description: string; n: number }>) =>
      Object.fromEntries(
        [...new Set(rows.map((row) => `${row.name}\n${row.description}`))].map((text) => [
          text,
          rows.filter((row) => `${row.name}\n${row.description}` === text).reduce((sum, row) => sum + row.n, 0),
        ]),
      );
    const tallied = await t.deps.db
      .select({ name: collectionTallies.name, description: collectionTallies.description, n: collectionTallies.count })
      .from(collectionTallies)
      .where(and(eq(collectionTallies.userId, ownerId), gt(collectionTallies.count, 0)));
    expect(byText(tallied)).toEqual(byText(held.map((card) => ({ ...card, n: 1 }))));
    const nothing = await get(t, '/api/users/my-collectibles/page?sort=newest&limit=50&search=no%20card%20says%20this', owner.token);
    expect(nothing.body).toEqual({ cards: [], nextCursor: null });
  });

  it('reads a page of each sort, of one project and of a wallet, from its index, never sorting the collection whole, stacked or not', async () => {
    const owner = await buildUserWithWallet(t);
    const ownerId = await userIdOf(owner.token);
    await collectionOf(ownerId, 5000, owner.wallet.publicKey);
    await collectionOf(await userIdOf((await buildUser(t)).token), 200);
    // What the embedded database does at every start and sweep, and PostgreSQL's autovacuum on its own.
    await refreshPlannerStatistics(t.deps.db);
    const planOf = async (query: SQLWrapper) =>
      ((await t.deps.db.execute(sql`explain ${query}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    for (const sort of ['newest', 'name', 'rarity'] as const) {
      const plan = await planOf(cardPageQuery(t.deps.db, { userId: ownerId }, { sort, limit: CARD_PAGE_SIZE }));
      expect(plan, sort).toContain(`cards_user_${sort}_idx`);
      expect(plan, sort).not.toMatch(/\bSort\b/);
      // A project's cards too: its designs are a set each card is tested against on the way.
      const ofProject = await planOf(cardPageQuery(t.deps.db, { userId: ownerId }, { sort, limit: CARD_PAGE_SIZE, project: 'arcana' }));
      expect(ofProject, sort).toContain(`cards_user_${sort}_idx`);
      expect(ofProject, sort).not.toMatch(/\bSort\b/);
      // Stacked, the cards are counted by hash, unsorted, and each stack's newest copy found by the index.
      const stacked = await planOf(cardPageQuery(t.deps.db, { userId: ownerId }, { sort, limit: CARD_PAGE_SIZE, stack: true }));
      expect(stacked, sort).toContain('HashAggregate');
      expect(stacked, sort).toContain('cards_user_newest_idx');
    }
    const wallet = await planOf(cardPageQuery(t.deps.db, { publicKey: owner.wallet.publicKey }, { sort: 'newest', limit: CARD_PAGE_SIZE }));
    expect(wallet).toContain('cards_public_key_newest_idx');
    expect(wallet).not.toMatch(/\bSort\b/);
  });

  it('refuses a malformed page query with a 400: a cursor of another sort or made up, a limit past a page', async () => {
    const owner = await buildUser(t);
    await collectionOf((await t.deps.tokens.verifyAccess(owner.token)).sub, 5);
    const { nextCursor } = ZCardPage.parse((await get(t, '/api/users/my-collectibles/page?sort=name&limit=2', owner.token)).body);
    const cursor = (place: unknown[]) => Buffer.from(JSON.stringify(place)).toString('base64url');
    const madeUp = cursor(['newest', 'yesterday', 'x']);
    const at = '2026-11-25 01:00:00+00';
    const id = '65488d88-2392-4881-82e7-bff0acb5ac9a';
    for (const query of [
      `sort=newest&cursor=${nextCursor}`,
      `sort=newest&cursor=${madeUp}`,
      // Shaped right, but nothing the database can compare: a weight no rarity has, a name with a NUL.
      ...[1.5, 1e10, 9].map((weight) => `sort=rarity&cursor=${cursor(['rarity', weight, 'Moss Toad', at, id])}`),
      `sort=name&cursor=${cursor(['name', 'Moss\u0000Toad', at, id])}`,
      'sort=newest&cursor=not-a-cursor',
      'sort=oldest',
      'rarity=mythic',
      `limit=${CARD_PAGE_SIZE + 1}`,
      `search=${'x'.repeat(101)}`,
    ]) {
      expect(await get(t, `/api/users/my-collectibles/page?${query}`, owner.token), query).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR' },
      });
    }
    expect((await get(t, '/api/users/my-collectibles/page')).status).toBe(401);
  });
});

describe('collecting is bounded', () => {
  it('takes a handful of collects a window per account, then answers 429 and draws nothing', async () => {
    const user = await buildUserWithWallet(t);
    const collect = () =>
      post(t, '/api/users/collectibles/collect', { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    for (let i = 0; i < 3; i++) expect((await collect()).status).toBe(200);
    expect(await collect()).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect((await get(t, '/api/users/my-collectibles/summary', user.token)).body.count).toBe(3);
    // A retry of an attempt that drew is answered its card: hearing of a draw is not drawing.
    const drawn = await get(t, '/api/users/my-collectibles', user.token);
    const [latest] = ZCardList.parse(drawn.body);
    const [drawnBy] = await t.deps.db.select({ requestId: cards.requestId }).from(cards).where(eq(cards.id, latest!.id));
    const retry = { publicKey: user.wallet.publicKey, requestId: drawnBy!.requestId };
    expect(await post(t, '/api/users/collectibles/collect', retry, user.token)).toEqual({
      status: 200,
      body: latest,
    });
    const other = await buildUserWithWallet(t);
    const first = { publicKey: other.wallet.publicKey, requestId: randomUUID() };
    expect((await post(t, '/api/users/collectibles/collect', first, other.token)).status).toBe(200);
    // Retries within the window are given back what they counted: two more draws still fit.
    for (let i = 0; i < 3; i++) expect((await post(t, '/api/users/collectibles/collect', first, other.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const fresh = { publicKey: other.wallet.publicKey, requestId: randomUUID() };
      expect((await post(t, '/api/users/collectibles/collect', fresh, other.token)).status).toBe(200);
    }
    expect((await get(t, '/api/users/my-collectibles/summary', other.token)).body.count).toBe(3);

    // Within the draws' window a used id fails its draw statement; answering it has a limit of its own,
    // ten times the draws': repeating one without end is refused.
    const repeater = await buildUserWithWallet(t);
    const used = { publicKey: repeater.wallet.publicKey, requestId: randomUUID() };
    for (let i = 0; i <= 30; i++) expect((await post(t, '/api/users/collectibles/collect', used, repeater.token)).status).toBe(200);
    expect(await post(t, '/api/users/collectibles/collect', used, repeater.token)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    expect((await get(t, '/api/users/my-collectibles/summary', repeater.token)).body.count).toBe(1);
  });
});

describe('the community’s figures', () => {
  it('are anyone’s to read, counted from the tallies, and kept a minute', async () => {
    const owner = await buildUser(t);
    await collectionOf(await userIdOf(owner.token), 40);
    const counted = async () => {
      const [row] = (
        (await t.deps.db.execute(sql`
          select (select count(*) from cards)::int as "cardsCollected",
            (select count(distinct user_id) from cards)::int as "collectors",
            (select count(*) from cards where rarity = 'legendary')::int as "legendaryFound",
            (select count(*) from users)::int as "members"
        `)) as unknown as { rows: unknown[] }
      ).rows;
      return row;
    };
    const expected = await counted();
    const res = await t.app.inject({ method: 'GET', url: `/api${CARD_PATHS.communityFigures}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(res.headers['cache-control']).toBe('public, max-age=60');

    await collectionOf(await userIdOf(owner.token), 5);
    expect((await get(t, `/api${CARD_PATHS.communityFigures}`)).body).toEqual(expected);
  });
});
