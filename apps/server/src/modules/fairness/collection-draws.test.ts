// @databases pglite postgres: locks — claims at once take turns at the collection's lock
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWithWallet } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { creditBalances, drawCredits } from '../../db/schema.js';
import { findDrawableCollection } from '../projects/index.js';
import { createCollectionDraws, type ClaimOutcome } from './collection-draws.js';

const t = useTestApp();
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

/** A claim's answer: its card's draw number, 'taken', or the refusal's code. */
const answerOf = (settled: PromiseSettledResult<ClaimOutcome>) => {
  if (settled.status === 'rejected') return (settled.reason as { code: string }).code;
  return settled.value === 'taken' ? 'taken' : settled.value.drawIndex;
};

describe('claims that arrive together', () => {
  it('go in one batch: a taken request id and a spent welcome draw are answered so, and the others get their cards in turn', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createCollectionDraws(t.deps);
    const [before, again, ...others] = await Promise.all(Array.from({ length: 5 }, collector));
    const first = await draws.claim({ ...before!, drawsFrom });
    expect(first).toMatchObject({ drawIndex: 1, nonce: 0 });

    const answers = await Promise.allSettled([
      draws.claim({ ...others[0]!, drawsFrom }),
      draws.claim({ ...before!, drawsFrom }),
      draws.claim({ ...again!, requestId: before!.requestId.toUpperCase(), drawsFrom }),
      draws.claim({ ...before!, requestId: randomUUID(), drawsFrom }),
      ...others.slice(1).map((other) => draws.claim({ ...other, drawsFrom })),
    ]);
    expect(answers.map(answerOf)).toEqual([2, 'taken', 'taken', 'NO_DRAWS_LEFT', 3, 4]);
  });

  it('give a collector claiming twice at once one card, and NO_DRAWS_LEFT to the other attempt', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createCollectionDraws(t.deps);
    const claimant = await collector();
    const answers = await Promise.allSettled([
      draws.claim({ ...claimant, drawsFrom }),
      draws.claim({ ...claimant, requestId: randomUUID(), drawsFrom }),
      draws.claim({ ...claimant, drawsFrom }),
    ]);
    expect(answers.map(answerOf)).toEqual([1, 'NO_DRAWS_LEFT', 'taken']);
  });

  it('go one by one when the batch’s statement finds a request id taken, so only that claim is answered taken', async () => {
    const { collection, version } = await submittedCollection({ cap: 50 });
    await approve(version.id);
    const drawsFrom = await drawsFromOf(collection.id);
    const draws = createCollectionDraws(t.deps);
    const [ahead, first, second, third] = await Promise.all(Array.from({ length: 4 }, collector));
    // The claim ahead is written alone; the three behind it wait and go together. Two of them share a
    // request id: neither is taken when their batch locks, so its statement fails.
    const answers = await Promise.allSettled([
      draws.claim({ ...ahead!, drawsFrom }),
      draws.claim({ ...first!, drawsFrom }),
      draws.claim({ ...second!, requestId: first!.requestId, drawsFrom }),
      draws.claim({ ...third!, drawsFrom }),
    ]);
    expect(answers.map(answerOf)).toEqual([1, 2, 'taken', 3]);
  });

  it('answer SOLD_OUT to the rest of a batch once its supply runs out midway, and record where it ran out', async () => {
    const drawsFrom = await singleDesignCollection(2);
    const draws = createCollectionDraws(t.deps);
    const claimants = await Promise.all(Array.from({ length: 4 }, collector));
    const answers = await Promise.allSettled(claimants.map((claimant) => draws.claim({ ...claimant, drawsFrom })));
    expect(answers.map(answerOf)).toEqual([1, 2, 'SOLD_OUT', 'SOLD_OUT']);
    expect(answers[2]).toMatchObject({ reason: { message: PROJECT_MESSAGES.soldOut, status: 409 } });
    const published = await t.app.inject({ method: 'GET', url: api(PROJECT_PATHS.version, { hash: drawsFrom.hash }) });
    expect(published.json()).toMatchObject({ exhaustions: [{ designId: drawsFrom.version.designs[0]!.id, drawIndex: 2 }] });
  });

  it('stay exact when two instances claim the last cards at once: their batches take turns at the collection’s lock', async () => {
    const drawsFrom = await singleDesignCollection(3);
    const [here, elsewhere] = [createCollectionDraws(t.deps), createCollectionDraws(t.deps)];
    const claimants = await Promise.all(Array.from({ length: 8 }, collector));
    const answers = await Promise.allSettled(
      claimants.map((claimant, i) => (i % 2 === 0 ? here : elsewhere).claim({ ...claimant, drawsFrom })),
    );
    const drawIndexes = answers.map(answerOf).filter((answer) => typeof answer === 'number');
    expect(drawIndexes.sort()).toEqual([1, 2, 3]);
    expect(answers.map(answerOf).filter((answer) => answer === 'SOLD_OUT')).toHaveLength(5);
  });

  it('spend the welcome draw first, then what the collector earned there, each card one credit, until none is left', async () => {
    const drawsFrom = await singleDesignCollection(50);
    const draws = createCollectionDraws(t.deps);
    const claimant = await collector();
    // Two draws earned there, as a rule's grant writes them.
    await t.database.db
      .insert(drawCredits)
      .values({ userId: claimant.userId, collectionId: drawsFrom.collectionId, delta: 2, source: 'twitch.follow', eventId: randomUUID() });
    await t.database.db.insert(creditBalances).values({ userId: claimant.userId, collectionId: drawsFrom.collectionId, balance: 2 });

    const answers: Array<ReturnType<typeof answerOf>> = [];
    for (let i = 0; i < 4; i++) {
      const [settled] = await Promise.allSettled([draws.claim({ ...claimant, requestId: randomUUID(), drawsFrom })]);
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
