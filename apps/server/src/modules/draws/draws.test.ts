// @databases pglite postgres: locks — claims at once take turns at the collection's lock
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import { countingTransactions } from '../../../test/counting-transactions.js';
import { useTestApp } from '../../../test/test-app.js';
import { parseConfig } from '../../config.js';
import { buildAdmin, buildUserWithWallet } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { creditBalances, drawCredits, rateLimits, seedChains } from '../../db/schema.js';
import { findDrawableCollection } from '../projects/index.js';
import { createDraws, type DrawOutcome } from './draws.js';

// Its collectors sign up from one address, more than the signup limit allows an hour.
const t = useTestApp({
  rateLimits: { ...parseConfig({ RATE_LIMIT_COLLECT_MAX: '100000' }).rateLimits, signup: { max: 100, windowSeconds: 3600 } },
});
const { api, send, addDesign, creatorWithCollection, submittedCollection, DESIGN } = projectHelpers(t);

async function collector() {
  const user = await buildUserWithWallet(t);
  const { sub } = await t.deps.tokens.verifyAccess(user.token);
  return { userId: sub, publicKey: user.wallet.publicKey, requestId: randomUUID() };
}

async function approve(versionId: string) {
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId }), admin.token)).status).toBe(204);
}

/** What a published collection's next claims draw from. */
async function drawsFromOf(collectionId: string) {
  const drawable = await findDrawableCollection(t.deps.db, collectionId);
  return drawable!.drawsFrom!;
}

/** A published collection of one design, capped at `cap`: once it is out, nothing is left to draw. */
async function singleDesignCollection(cap: number) {
  const { creator, collection } = await creatorWithCollection();
  await addDesign(creator.token, collection.id, { ...DESIGN, supplyCap: cap });
  await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
    weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
  });
  const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
  await approve((submitted.body as { versions: Array<{ id: string }> }).versions[0]!.id);
  return drawsFromOf(collection.id);
}

/** A claim's answer: its card's draw number, 'taken', or the code the service refuses it with. */
const CODES: Record<string, string> = { 'no-draws': 'NO_DRAWS_LEFT', 'sold-out': 'SOLD_OUT' };
const answerOf = (settled: PromiseSettledResult<DrawOutcome>) => {
  if (settled.status === 'rejected') throw settled.reason;
  const outcome = settled.value;
  if (typeof outcome === 'string') return CODES[outcome] ?? outcome;
  return 'id' in outcome ? outcome.drawIndex : 'RATE_LIMITED';
};

describe('claims that arrive together', () => {
  it('go in one batch: a taken request id and a spent welcome draw are answered so, and the others get their cards in turn', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createDraws(t.deps);
    const [before, again, ...others] = await Promise.all(Array.from({ length: 5 }, collector));
    const first = await draws.draw({ ...before!, drawsFrom });
    expect(first).toMatchObject({ drawIndex: 1, nonce: 1 });

    const answers = await Promise.allSettled([
      draws.draw({ ...others[0]!, drawsFrom }),
      draws.draw({ ...before!, drawsFrom }),
      draws.draw({ ...again!, requestId: before!.requestId.toUpperCase(), drawsFrom }),
      draws.draw({ ...before!, requestId: randomUUID(), drawsFrom }),
      ...others.slice(1).map((other) => draws.draw({ ...other, drawsFrom })),
    ]);
    expect(answers.map(answerOf)).toEqual([2, 'taken', 'taken', 'NO_DRAWS_LEFT', 3, 4]);
  });

  it('give a collector claiming twice at once one card, and NO_DRAWS_LEFT to the other attempt', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createDraws(t.deps);
    const claimant = await collector();
    const answers = await Promise.allSettled([
      draws.draw({ ...claimant, drawsFrom }),
      draws.draw({ ...claimant, requestId: randomUUID(), drawsFrom }),
      draws.draw({ ...claimant, drawsFrom }),
    ]);
    expect(answers.map(answerOf)).toEqual([1, 'NO_DRAWS_LEFT', 'taken']);
  });

  it('answer taken to a second claim of one request id in the batch, and draw the others', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createDraws(t.deps);
    const [ahead, first, second, third] = await Promise.all(Array.from({ length: 4 }, collector));
    // The claim ahead is written alone; the three behind it wait and go together. Two of them share a
    // request id: neither is taken when their batch locks, so the batch itself tells them apart.
    const answers = await Promise.allSettled([
      draws.draw({ ...ahead!, drawsFrom }),
      draws.draw({ ...first!, drawsFrom }),
      draws.draw({ ...second!, requestId: first!.requestId, drawsFrom }),
      draws.draw({ ...third!, drawsFrom }),
    ]);
    expect(answers.map(answerOf)).toEqual([1, 2, 'taken', 3]);
  });

  it('answer SOLD_OUT to the rest of a batch once its supply runs out midway, and record where it ran out', async () => {
    const drawsFrom = await singleDesignCollection(2);
    const draws = createDraws(t.deps);
    const claimants = await Promise.all(Array.from({ length: 4 }, collector));
    const answers = await Promise.allSettled(claimants.map((claimant) => draws.draw({ ...claimant, drawsFrom })));
    expect(answers.map(answerOf)).toEqual([1, 2, 'SOLD_OUT', 'SOLD_OUT']);
    const published = await t.app.inject({ method: 'GET', url: api(PROJECT_PATHS.version, { hash: drawsFrom.hash }) });
    expect(published.json()).toMatchObject({ exhaustions: [{ designId: drawsFrom.version.designs[0]!.id, drawIndex: 2 }] });
  });

  it('stay exact when two instances claim the last cards at once: their batches take turns at the collection’s lock', async () => {
    const drawsFrom = await singleDesignCollection(3);
    const [here, elsewhere] = [createDraws(t.deps), createDraws(t.deps)];
    const claimants = await Promise.all(Array.from({ length: 8 }, collector));
    const answers = await Promise.allSettled(
      claimants.map((claimant, i) => (i % 2 === 0 ? here : elsewhere).draw({ ...claimant, drawsFrom })),
    );
    const drawIndexes = answers.map(answerOf).filter((answer) => typeof answer === 'number');
    expect(drawIndexes.sort()).toEqual([1, 2, 3]);
    expect(answers.map(answerOf).filter((answer) => answer === 'SOLD_OUT')).toHaveLength(5);
  });

  it('spend the welcome draw first, then what the collector earned there, each card one credit, until none is left', async () => {
    const drawsFrom = await singleDesignCollection(50);
    const draws = createDraws(t.deps);
    const claimant = await collector();
    // Two draws earned there, as a rule's grant writes them.
    await t.database.db
      .insert(drawCredits)
      .values({ userId: claimant.userId, collectionId: drawsFrom.collectionId, delta: 2, source: 'twitch.follow', eventId: randomUUID() });
    await t.database.db.insert(creditBalances).values({ userId: claimant.userId, collectionId: drawsFrom.collectionId, balance: 2 });

    const answers: Array<ReturnType<typeof answerOf>> = [];
    for (let i = 0; i < 4; i++) {
      const [settled] = await Promise.allSettled([draws.draw({ ...claimant, requestId: randomUUID(), drawsFrom })]);
      answers.push(answerOf(settled!));
    }
    expect(answers).toEqual([1, 2, 3, 'NO_DRAWS_LEFT']);
    const owned = and(eq(drawCredits.userId, claimant.userId), eq(drawCredits.collectionId, drawsFrom.collectionId));
    const ledger = await t.database.db.select({ delta: drawCredits.delta, source: drawCredits.source }).from(drawCredits).where(owned);
    expect(ledger.map((row) => `${row.source} ${row.delta}`).sort()).toEqual([
      'draw -1',
      'draw -1',
      'draw -1',
      'twitch.follow 2',
      'welcome 1',
    ]);
    const [balance] = await t.database.db
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(and(eq(creditBalances.userId, claimant.userId), eq(creditBalances.collectionId, drawsFrom.collectionId)));
    expect(balance).toEqual({ balance: 0 });
  });
});

/** A card's nonce (its link of the seed chain), 'taken', or why it was refused. */
const nonceOf = (outcome: DrawOutcome) =>
  typeof outcome === 'string' ? outcome : 'retryAfterSeconds' in outcome ? 'over the limit' : outcome.nonce;

/** The link a player's next draw in the house takes. */
async function nextLinkOf(userId: string) {
  const [chain] = await t.deps.db.select().from(seedChains).where(eq(seedChains.userId, userId));
  return chain!.nextLink;
}

describe('the house’s draws, through the same engine', () => {
  it('store a player’s draws that arrive together in one batch, each at the next link, and a taken request id once', async () => {
    const { userId, publicKey } = await collector();
    const draws = createDraws(t.deps);
    const taken = randomUUID();
    const outcomes = await Promise.all([
      draws.draw({ userId, publicKey, requestId: taken, drawsFrom: 'house' }),
      ...Array.from({ length: 8 }, () => draws.draw({ userId, publicKey, requestId: randomUUID(), drawsFrom: 'house' })),
      draws.draw({ userId, publicKey, requestId: taken, drawsFrom: 'house' }),
    ]);
    expect(outcomes.map(nonceOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'taken']);
    expect(await nextLinkOf(userId)).toBe(10);
  });

  it('write the draws of different players that arrive together in one transaction', async () => {
    const players = [];
    for (let i = 0; i < 20; i++) players.push(await collector());
    const { db, counted } = countingTransactions(t.deps.db);
    const draws = createDraws({ ...t.deps, db });
    const outcomes = await Promise.all(
      players.map(({ userId, publicKey }) => draws.draw({ userId, publicKey, requestId: randomUUID(), drawsFrom: 'house' })),
    );
    expect(outcomes.map(nonceOf)).toEqual(players.map(() => 1));
    // The first draw goes alone; the 19 that arrive while it is written go together.
    expect(counted.transactions).toBe(2);
  });

  it('count every attempt in the player’s limit in the transaction that draws: those past it spend no link', async () => {
    const { userId, publicKey } = await collector();
    const draws = createDraws({
      ...t.deps,
      config: { ...t.deps.config, rateLimits: { ...t.deps.config.rateLimits, collect: { max: 3, windowSeconds: 60 } } },
    });
    const attempt = () => draws.draw({ userId, publicKey, requestId: randomUUID(), drawsFrom: 'house' });
    const outcomes = await Promise.all(Array.from({ length: 5 }, attempt));
    expect(outcomes.map(nonceOf)).toEqual([1, 2, 3, 'over the limit', 'over the limit']);
    expect(outcomes[3]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await nextLinkOf(userId)).toBe(4);
    const [counted] = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `collect:${userId}`));
    expect(counted!.hits).toBe(5);
    expect(nonceOf(await attempt())).toBe('over the limit');
  });

  it('give each link once when two instances draw for one player at once: they take turns at the chain’s lock', async () => {
    const { userId, publicKey } = await collector();
    const [here, elsewhere] = [createDraws(t.deps), createDraws(t.deps)];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? here : elsewhere).draw({ userId, publicKey, requestId: randomUUID(), drawsFrom: 'house' }),
      ),
    );
    expect(outcomes.map(nonceOf).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [counted] = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `collect:${userId}`));
    expect(counted!.hits).toBe(12);
  });
});
