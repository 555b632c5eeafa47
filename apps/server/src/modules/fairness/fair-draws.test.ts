// @databases pglite postgres: concurrency — a draw raced by another keeps its nonce
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUserWithWallet } from '../../../test/factories.js';
import { drawSeeds, rateLimits } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createFairDraws, type DrawOutcome } from './fair-draws.js';

const t = useTestApp();

async function player() {
  const user = await buildUserWithWallet(t);
  const { sub } = await t.deps.tokens.verifyAccess(user.token);
  return { userId: sub, publicKey: user.wallet.publicKey };
}

const nonceOf = (outcome: DrawOutcome) =>
  outcome === 'taken' || outcome === 'no-draws' ? outcome : 'retryAfterSeconds' in outcome ? 'over the limit' : outcome.nonce;

/** The database as this instance sees it, with `before` run ahead of each statement of raw SQL (the draws' writes). */
function withBeforeWrite(db: Database, before: () => Promise<unknown>): Database {
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<Database['execute']>) => (await before(), target.execute(...args));
    },
  });
}

describe('fair draws', () => {
  it('store the draws that arrive together in one batch, each at the next nonce, and a taken request id alone', async () => {
    const { userId, publicKey } = await player();
    const draws = createFairDraws(t.deps);
    const taken = randomUUID();
    const outcomes = await Promise.all([
      draws.draw({ userId, publicKey, requestId: taken }),
      ...Array.from({ length: 8 }, () => draws.draw({ userId, publicKey, requestId: randomUUID() })),
      draws.draw({ userId, publicKey, requestId: taken }),
    ]);
    expect(outcomes.map(nonceOf)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 'taken']);
    const [seed] = await t.deps.db.select().from(drawSeeds).where(eq(drawSeeds.userId, userId));
    expect(seed!.nextNonce).toBe(9);
  });

  it('count the batch in the player’s limit in the statement that stores it: those past it spend no nonce', async () => {
    const { userId, publicKey } = await player();
    const draws = createFairDraws({
      ...t.deps,
      config: { ...t.deps.config, rateLimits: { ...t.deps.config.rateLimits, collect: { max: 3, windowSeconds: 60 } } },
    });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => draws.draw({ userId, publicKey, requestId: randomUUID() })));
    expect(outcomes.map(nonceOf)).toEqual([0, 1, 2, 'over the limit', 'over the limit']);
    expect(outcomes[3]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const [seed] = await t.deps.db.select().from(drawSeeds).where(eq(drawSeeds.userId, userId));
    expect(seed!.nextNonce).toBe(3);
    const [counted] = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `collect:${userId}`));
    expect(counted!.hits).toBe(5);
    expect(nonceOf(await draws.draw({ userId, publicKey, requestId: randomUUID() }))).toBe('over the limit');
  });

  it('draw again from the seed as it now stands when another instance spent the nonce first', async () => {
    const { userId, publicKey } = await player();
    const elsewhere = createFairDraws(t.deps);
    const theirs: DrawOutcome[] = [];
    let raced = false;
    const here = createFairDraws({
      ...t.deps,
      db: withBeforeWrite(t.deps.db, async () => {
        if (raced) return;
        raced = true;
        theirs.push(await elsewhere.draw({ userId, publicKey, requestId: randomUUID() }));
      }),
    });
    const mine = await here.draw({ userId, publicKey, requestId: randomUUID() });
    expect([...theirs, mine].map(nonceOf)).toEqual([0, 1]);
    // The statement that found the seed moved on counted nothing: two draws, two hits.
    const [counted] = await t.deps.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `collect:${userId}`));
    expect(counted!.hits).toBe(2);
  });

  it('give up with DRAW_CONTENDED, a 409, when the seed keeps moving', async () => {
    const { userId, publicKey } = await player();
    const elsewhere = createFairDraws(t.deps);
    let moved = 0;
    const here = createFairDraws({
      ...t.deps,
      db: withBeforeWrite(t.deps.db, async () => (moved++, elsewhere.draw({ userId, publicKey, requestId: randomUUID() }))),
    });
    const failure = await here.draw({ userId, publicKey, requestId: randomUUID() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'DRAW_CONTENDED', status: 409 });
    expect(moved).toBe(6);
  });
});
