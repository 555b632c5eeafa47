// @databases pglite postgres: concurrency — collects at once never overspend the house's draws
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, CREDIT_SOURCES, DRAW_CREDIT_MESSAGES, dailyGrantDay, fillPath, nextDailyGrantAt, PROJECT_PATHS } from '@arcana/shared';
import { useTestApp } from '../../../test/test-app.js';
import { buildUserWithWallet, get, post } from '../../../test/factories.js';
import { cards, creditBalances, drawCredits } from '../../db/schema.js';

// The default policy: a welcome draw, and one free draw a day.
const t = useTestApp({ houseDraws: { welcome: 1, daily: 1 } });

const api = (path: string) => `/api${path}`;

async function collector() {
  const user = await buildUserWithWallet(t);
  const { sub } = await t.deps.tokens.verifyAccess(user.token);
  const collect = (requestId: string = randomUUID()) =>
    post(t, api(CARD_PATHS.collect), { publicKey: user.wallet.publicKey, requestId }, user.token);
  const left = async () =>
    ((await get(t, api(CARD_PATHS.myDraws), user.token)).body as { collections: Array<Record<string, unknown>> }).collections[0]!;
  const stored = async () => (await t.database.db.select({ id: cards.id }).from(cards).where(eq(cards.userId, sub))).length;
  return { ...user, userId: sub, collect, left, stored };
}

describe("the house project's draws", () => {
  it('are a welcome draw and one a day: counted down as they are drawn, then refused with how more come', async () => {
    const player = await collector();
    expect(await player.left()).toEqual({
      collectionId: expect.any(String),
      project: { slug: 'arcana', name: 'Arcana' },
      left: 2,
      nextFreeDrawsAt: nextDailyGrantAt(new Date()).toISOString(),
    });
    expect((await player.collect()).status).toBe(200);
    expect((await player.left()).left).toBe(1);
    const last = randomUUID();
    expect((await player.collect(last)).status).toBe(200);
    expect((await player.left()).left).toBe(0);

    const refused = await player.collect();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'NO_DRAWS_LEFT', error: DRAW_CREDIT_MESSAGES.noDrawsLeft });
    expect(await player.stored()).toBe(2);
    // A retry of a card drawn is still answered that card, with no draw left.
    const retried = await player.collect(last);
    expect(retried.status).toBe(200);
    expect(await player.stored()).toBe(2);
  });

  it('keep a ledger: each grant names its event once, each spend its card, and the balance is their sum', async () => {
    const player = await collector();
    const drawn = [await player.collect(), await player.collect()].map((res) => (res.body as { id: string }).id);
    await player.collect();
    const { collectionId } = (await player.left()) as { collectionId: string };
    const owned = and(eq(drawCredits.userId, player.userId), eq(drawCredits.collectionId, collectionId));
    const ledger = await t.database.db
      .select({ delta: drawCredits.delta, source: drawCredits.source, eventId: drawCredits.eventId, cardId: drawCredits.cardId })
      .from(drawCredits)
      .where(owned);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { delta: 1, source: CREDIT_SOURCES.welcome, eventId: CREDIT_SOURCES.welcome, cardId: null },
        { delta: 1, source: CREDIT_SOURCES.daily, eventId: dailyGrantDay(new Date()), cardId: null },
        ...drawn.map((cardId) => ({ delta: -1, source: CREDIT_SOURCES.draw, eventId: null, cardId })),
      ]),
    );
    expect(ledger).toHaveLength(4);
    const [balance] = await t.database.db
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(and(eq(creditBalances.userId, player.userId), eq(creditBalances.collectionId, collectionId)));
    expect(balance!.balance).toBe(ledger.reduce((sum, row) => sum + row.delta, 0));
  });

  it('are never overspent by collects at once: two draws, two cards, the rest refused', async () => {
    const player = await collector();
    const answers = await Promise.all(Array.from({ length: 10 }, () => player.collect()));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409).map((res) => (res.body as { code: string }).code)).toEqual(
      Array(8).fill('NO_DRAWS_LEFT'),
    );
    expect(await player.stored()).toBe(2);
    expect((await player.left()).left).toBe(0);
  });

  it("are what the house collection's page draws on too, as the collect does", async () => {
    const player = await collector();
    const { collectionId } = (await player.left()) as { collectionId: string };
    const draw = () =>
      post(
        t,
        api(fillPath(PROJECT_PATHS.claim, { collectionId })),
        { publicKey: player.wallet.publicKey, requestId: randomUUID() },
        player.token,
      );
    expect((await draw()).status).toBe(200);
    expect((await player.collect()).status).toBe(200);
    expect(await draw()).toMatchObject({ status: 409, body: { code: 'NO_DRAWS_LEFT', error: DRAW_CREDIT_MESSAGES.noDrawsLeft } });
    expect(await player.stored()).toBe(2);
  });
});
