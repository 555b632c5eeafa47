// @databases pglite postgres: concurrency — collects at once take distinct links of one chain
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, FAIRNESS_MESSAGES, FAIRNESS_PATHS, HOUSE_PROJECT_SLUG, PROJECT_MESSAGES } from '@arcana/shared';
import { fairDraw, HOUSE_ODDS_V1, oddsVersionHash, reachesHead, serverSeedHash } from '@arcana/shared/draw';
import { ZSeedChainList, type TCard, type TFairnessSeeds } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { refuseWrites } from '../../../test/refused-writes.js';
import { cards, drawSeeds, seedChains } from '../../db/schema.js';
import { SEED_CHAIN_LENGTH, SEED_CHAIN_PUBLISH_AHEAD } from '../draws/index.js';

const t = useTestApp();

type Collector = Awaited<ReturnType<typeof buildUserWithWallet>>;

const seedsOf = async (token: string) => (await get(t, `/api${FAIRNESS_PATHS.seeds}`, token)).body as TFairnessSeeds;
const rotate = (token: string, body: object = {}) => post(t, `/api${FAIRNESS_PATHS.rotate}`, body, token);
const chainsAt = (token: string | undefined, slug = HOUSE_PROJECT_SLUG) =>
  get(t, `/api${FAIRNESS_PATHS.chain.replace(':slug', slug)}`, token);
const houseChains = async (token: string) => ZSeedChainList.parse((await chainsAt(token)).body);

const collectAs = (user: Collector, requestId: string = randomUUID()) =>
  post(t, `/api${CARD_PATHS.collect}`, { publicKey: user.wallet.publicKey, requestId }, user.token);

async function collect(user: Collector, requestId?: string) {
  const res = await collectAs(user, requestId);
  expect(res.status).toBe(200);
  return res.body as TCard;
}

const drawnPart = (card: TCard) => ({
  name: card.name,
  description: card.description,
  image: card.image,
  rarity: card.rarity,
  type: card.type,
  power: card.power,
  defense: card.defense,
});

const userIdOf = async (user: { token: string }) => (await t.deps.tokens.verifyAccess(user.token)).sub;

/** Moves a collector's chain to a link, as draws would have: to see what happens near its end. */
async function moveChain(userId: string, number: number, nextLink: number) {
  await t.deps.db
    .update(seedChains)
    .set({ nextLink })
    .where(and(eq(seedChains.userId, userId), eq(seedChains.number, number)));
}

const cardsOf = async (userId: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cards)
      .where(eq(cards.userId, userId))
  )[0]!.n;

describe('seed chains', () => {
  it('publish a collector’s chain in a project on their first look, before any draw: its head and none drawn', async () => {
    const user = await buildUser(t);
    const [chain, ...more] = await houseChains(user.token);
    expect(more).toEqual([]);
    expect(chain).toEqual({
      project: { slug: HOUSE_PROJECT_SLUG, name: expect.any(String) },
      number: 1,
      head: expect.stringMatching(/^[0-9a-f]{64}$/),
      publishedAt: expect.any(String),
      length: SEED_CHAIN_LENGTH,
      drawn: 0,
    });
    expect(await houseChains(user.token)).toEqual([chain]);
    expect((await seedsOf(user.token)).chains).toEqual([chain]);
  });

  it('reveal each draw’s seed with it: it hashes to the link before, back to the head, and gives the card with the client seed', async () => {
    const user = await buildUserWithWallet(t);
    const [published] = await houseChains(user.token);
    const { active } = await seedsOf(user.token);
    const drawn = [await collect(user), await collect(user), await collect(user)];
    const seeds = drawn.map((card) => card.fairness!.chain!.serverSeed);
    drawn.forEach((card, i) => {
      expect(card.fairness).toEqual({
        serverSeedHash: i === 0 ? published!.head : seeds[i - 1],
        clientSeed: active!.clientSeed,
        nonce: i + 1,
        oddsVersionHash: oddsVersionHash(HOUSE_ODDS_V1),
        drawIndex: null,
        chain: { serverSeed: seeds[i], head: published!.head, link: i + 1, publishedAt: published!.publishedAt },
      });
      expect(serverSeedHash(seeds[i]!)).toBe(card.fairness!.serverSeedHash);
      expect(reachesHead(seeds[i]!, i + 1, published!.head)).toBe(true);
      expect(fairDraw({ serverSeed: seeds[i]!, clientSeed: active!.clientSeed, nonce: i + 1 }, HOUSE_ODDS_V1)).toEqual({
        ...drawnPart(card),
        designId: expect.any(String),
      });
      expect(card.proofCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    });
    expect(new Set(drawn.map((card) => card.proofCode)).size).toBe(3);
    expect((await houseChains(user.token))[0]).toMatchObject({ head: published!.head, drawn: 3 });
  });

  it('mix in the client seed the collector chooses next, along the same chain', async () => {
    const user = await buildUserWithWallet(t);
    const first = await collect(user);
    expect((await rotate(user.token, { clientSeed: 'my-lucky_seed-42' })).status).toBe(200);
    const next = await collect(user);
    expect(next.fairness).toMatchObject({ clientSeed: 'my-lucky_seed-42', nonce: 2, serverSeedHash: first.fairness!.chain!.serverSeed });
  });

  it('keep the chain’s last seed sealed at rest: every seed hashes down from it', async () => {
    const user = await buildUserWithWallet(t);
    const card = await collect(user);
    const [row] = await t.deps.db
      .select()
      .from(seedChains)
      .where(eq(seedChains.userId, await userIdOf(user)));
    const lastSeed = t.deps.box.open(row!.lastSeedSealed);
    expect(row!.lastSeedSealed).not.toContain(lastSeed);
    expect(reachesHead(lastSeed, SEED_CHAIN_LENGTH - 1, card.fairness!.chain!.serverSeed)).toBe(true);
  });

  it('publish the next chain before this one runs out, and draw on from it once it is spent', async () => {
    const user = await buildUserWithWallet(t);
    const userId = await userIdOf(user);
    await collect(user);
    await moveChain(userId, 1, SEED_CHAIN_LENGTH - SEED_CHAIN_PUBLISH_AHEAD);
    const late = await collect(user);
    expect(late.fairness!.nonce).toBe(SEED_CHAIN_LENGTH - SEED_CHAIN_PUBLISH_AHEAD);
    const [current, next] = await houseChains(user.token);
    expect(next).toMatchObject({ number: 2, drawn: 0 });

    await moveChain(userId, 1, SEED_CHAIN_LENGTH);
    const last = await collect(user);
    expect(last.fairness!.chain).toMatchObject({ head: current!.head, link: SEED_CHAIN_LENGTH });
    const first = await collect(user);
    expect(first.fairness!.chain).toMatchObject({ head: next!.head, link: 1 });
    expect(serverSeedHash(first.fairness!.chain!.serverSeed)).toBe(next!.head);
    expect(Date.parse(next!.publishedAt)).toBeLessThan(Date.parse(last.collectedAt));
    expect((await houseChains(user.token)).map((chain) => chain.number)).toEqual([2]);
  });

  it('refuse a draw past a spent chain with no next one published: 409, nothing stored, and the next one published', async () => {
    const user = await buildUserWithWallet(t);
    const userId = await userIdOf(user);
    await collect(user);
    await moveChain(userId, 1, SEED_CHAIN_LENGTH + 1);
    const before = await cardsOf(userId);
    const refused = await collectAs(user);
    expect(refused).toMatchObject({ status: 409, body: { code: 'SEED_CHAIN_EXHAUSTED', error: FAIRNESS_MESSAGES.chainExhausted } });
    expect(await cardsOf(userId)).toBe(before);
    const [next] = await houseChains(user.token);
    expect(next).toMatchObject({ number: 2, drawn: 0 });
    expect((await collect(user)).fairness!.chain).toMatchObject({ head: next!.head, link: 1 });
  });

  it('still prove a card of the earlier scheme once its collector reveals its seed', async () => {
    const user = await buildUserWithWallet(t);
    const userId = await userIdOf(user);
    const { active } = await seedsOf(user.token);
    const [seed] = await t.deps.db.select().from(drawSeeds).where(eq(drawSeeds.userId, userId));
    const serverSeed = t.deps.box.open(seed!.serverSeedSealed);
    const drawn = fairDraw({ serverSeed, clientSeed: active!.clientSeed, nonce: 0 }, HOUSE_ODDS_V1)!;
    const [old] = await t.deps.db
      .insert(cards)
      .values({
        ...drawn,
        userId,
        requestId: randomUUID(),
        serverSeedHash: active!.serverSeedHash,
        clientSeed: active!.clientSeed,
        nonce: 0,
        oddsVersionHash: oddsVersionHash(HOUSE_ODDS_V1),
      })
      .returning();
    await t.deps.db.update(drawSeeds).set({ nextNonce: 1 }).where(eq(drawSeeds.id, seed!.id));
    const card = (await get(t, `/api${CARD_PATHS.mineOne.replace(':cardId', old!.id)}`, user.token)).body as TCard;
    expect(card.fairness).toMatchObject({ serverSeedHash: active!.serverSeedHash, nonce: 0, chain: null });
    expect(card.proofCode).toBeNull();

    const [revealed] = ((await rotate(user.token)).body as TFairnessSeeds).revealed;
    expect(revealed).toMatchObject({ serverSeed, serverSeedHash: active!.serverSeedHash, cards: 1 });
    expect(fairDraw({ serverSeed: revealed!.serverSeed, clientSeed: active!.clientSeed, nonce: 0 }, HOUSE_ODDS_V1)).toEqual({
      ...drawnPart(card),
      designId: expect.any(String),
    });
  });

  it.each([[''], ['has space'], ['colon:nonce'], ['x'.repeat(65)], ['ünïcode']])(
    'refuse the client seed %j and change nothing',
    async (clientSeed) => {
      const user = await buildUser(t);
      const before = await seedsOf(user.token);
      const res = await rotate(user.token, { clientSeed });
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: expect.stringContaining(FAIRNESS_MESSAGES.clientSeed) },
      });
      expect(await seedsOf(user.token)).toEqual(before);
    },
  );

  it('spend no link on a retried collect, in small letters or capitals', async () => {
    const user = await buildUserWithWallet(t);
    const requestId = randomUUID();
    const first = await collect(user, requestId);
    expect(await collect(user, requestId)).toEqual(first);
    expect(await collect(user, requestId.toUpperCase())).toEqual(first);
    expect((await houseChains(user.token))[0]!.drawn).toBe(1);
  });

  it('give concurrent collects distinct links, one each', async () => {
    const user = await buildUserWithWallet(t);
    const drawn = await Promise.all(Array.from({ length: 20 }, () => collect(user)));
    expect(drawn.map((card) => card.fairness!.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await houseChains(user.token))[0]!.drawn).toBe(20);
  });

  it('leave the link where it was when the card cannot be stored', async () => {
    const user = await buildUserWithWallet(t);
    await collect(user);
    const lift = await refuseWrites(t, 'cards', 'INSERT', `NEW.public_key = '${user.wallet.publicKey}'`);
    try {
      expect((await collectAs(user)).status).toBe(500);
    } finally {
      await lift();
    }
    expect((await houseChains(user.token))[0]!.drawn).toBe(1);
    expect((await collect(user)).fairness?.nonce).toBe(2);
  });

  it('let an observer look without making a seed or a chain, and never rotate', async () => {
    const user = await buildUser(t);
    const observer = await observerTokenFor(t, user.token);
    expect(await seedsOf(observer)).toEqual({ active: null, revealed: [], chains: [] });
    expect(await houseChains(observer)).toEqual([]);
    const refused = await rotate(observer);
    expect(refused).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    const own = await seedsOf(user.token);
    expect((await seedsOf(observer)).active).toEqual(own.active);
  });

  it('answer only a signed-in player, and a project that is there', async () => {
    const user = await buildUser(t);
    expect((await get(t, `/api${FAIRNESS_PATHS.seeds}`)).status).toBe(401);
    expect((await post(t, `/api${FAIRNESS_PATHS.rotate}`, {})).status).toBe(401);
    expect((await chainsAt(undefined)).status).toBe(401);
    expect(await chainsAt(user.token, 'no-such-project')).toMatchObject({
      status: 404,
      body: { code: 'PROJECT_NOT_FOUND', error: PROJECT_MESSAGES.notFound },
    });
  });
});
