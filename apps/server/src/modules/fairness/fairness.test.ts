// @databases pglite postgres: concurrency — collects at once get distinct nonces
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_PATHS, FAIRNESS_MESSAGES, FAIRNESS_PATHS } from '@arcana/shared';
import { fairDraw, HOUSE_ODDS_V1, oddsVersionHash, serverSeedHash } from '@arcana/shared/draw';
import type { TCard, TFairnessSeeds } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { refuseWrites } from '../../../test/refused-writes.js';
import { drawSeeds } from '../../db/schema.js';

const t = useTestApp();

const seedsOf = async (token: string) => (await get(t, `/api${FAIRNESS_PATHS.seeds}`, token)).body as TFairnessSeeds;
const rotate = (token: string, body: object = {}) => post(t, `/api${FAIRNESS_PATHS.rotate}`, body, token);

async function collect(user: Awaited<ReturnType<typeof buildUserWithWallet>>, requestId: string = randomUUID()) {
  const res = await post(t, `/api${CARD_PATHS.collect}`, { publicKey: user.wallet.publicKey, requestId }, user.token);
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

describe('provably fair draws', () => {
  it('commit to a server seed before the first draw: its SHA-256 hash, a client seed and nonce 0', async () => {
    const user = await buildUser(t);
    const seeds = await seedsOf(user.token);
    expect(seeds.active).toEqual({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: expect.any(String), nonce: 0 });
    expect(seeds.revealed).toEqual([]);
    expect(await seedsOf(user.token)).toEqual(seeds);
  });

  it('store each card with the seed hash, client seed, a nonce that grows by one per card, and the house version', async () => {
    const user = await buildUserWithWallet(t);
    const { active } = await seedsOf(user.token);
    const drawn = [await collect(user), await collect(user), await collect(user)];
    expect(drawn.map((card) => card.fairness)).toEqual(
      [0, 1, 2].map((nonce) => ({
        serverSeedHash: active!.serverSeedHash,
        clientSeed: active!.clientSeed,
        nonce,
        oddsVersionHash: oddsVersionHash(HOUSE_ODDS_V1),
        drawIndex: null,
      })),
    );
    expect((await seedsOf(user.token)).active?.nonce).toBe(3);
  });

  it('reveal the server seed on rotation, and every card drawn with it is the one the seeds give', async () => {
    const user = await buildUserWithWallet(t);
    const drawn = [await collect(user), await collect(user), await collect(user), await collect(user)];
    const before = await seedsOf(user.token);
    const res = await rotate(user.token);
    expect(res.status).toBe(200);
    const after = res.body as TFairnessSeeds;
    const [revealed] = after.revealed;
    expect(revealed).toMatchObject({ serverSeedHash: before.active!.serverSeedHash, clientSeed: before.active!.clientSeed, cards: 4 });
    expect(serverSeedHash(revealed!.serverSeed)).toBe(revealed!.serverSeedHash);
    for (const card of drawn) {
      const rebuilt = fairDraw(
        { serverSeed: revealed!.serverSeed, clientSeed: card.fairness!.clientSeed, nonce: card.fairness!.nonce },
        HOUSE_ODDS_V1,
      );
      expect(rebuilt).toEqual({ ...drawnPart(card), designId: expect.any(String) });
    }
    expect(after.active).toMatchObject({ clientSeed: before.active!.clientSeed, nonce: 0 });
    expect(after.active!.serverSeedHash).not.toBe(before.active!.serverSeedHash);
    expect((await collect(user)).fairness).toEqual({
      ...after.active,
      nonce: 0,
      oddsVersionHash: oddsVersionHash(HOUSE_ODDS_V1),
      drawIndex: null,
    });
  });

  it('keep the server seed sealed at rest until it is revealed', async () => {
    const user = await buildUserWithWallet(t);
    await collect(user);
    const { revealed } = (await rotate(user.token)).body as TFairnessSeeds;
    const [row] = await t.deps.db.select().from(drawSeeds).where(eq(drawSeeds.serverSeedHash, revealed[0]!.serverSeedHash));
    expect(row!.serverSeedSealed).not.toContain(revealed[0]!.serverSeed);
    expect(row!.revealedSeed).toBe(revealed[0]!.serverSeed);
  });

  it('start a new seed with the client seed the player chooses', async () => {
    const user = await buildUser(t);
    const res = await rotate(user.token, { clientSeed: 'my-lucky_seed-42' });
    expect(res.status).toBe(200);
    expect((res.body as TFairnessSeeds).active).toMatchObject({ clientSeed: 'my-lucky_seed-42', nonce: 0 });
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

  it('spend no nonce on a retried collect', async () => {
    const user = await buildUserWithWallet(t);
    const requestId = randomUUID();
    const first = await collect(user, requestId);
    const again = await collect(user, requestId);
    expect(again).toEqual(first);
    expect((await seedsOf(user.token)).active?.nonce).toBe(1);
  });

  it('take a request id in capitals as the same id in small letters', async () => {
    const user = await buildUserWithWallet(t);
    const requestId = randomUUID();
    const first = await collect(user, requestId.toUpperCase());
    expect(await collect(user, requestId)).toEqual(first);
    expect((await seedsOf(user.token)).active?.nonce).toBe(1);
  });

  it('give concurrent collects distinct nonces, one each', async () => {
    const user = await buildUserWithWallet(t);
    const drawn = await Promise.all(Array.from({ length: 20 }, () => collect(user)));
    expect(drawn.map((card) => card.fairness!.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await seedsOf(user.token)).active?.nonce).toBe(20);
  });

  it('leave the nonce where it was when the card cannot be stored', async () => {
    const user = await buildUserWithWallet(t);
    await collect(user);
    const lift = await refuseWrites(t, 'cards', 'INSERT', `NEW.public_key = '${user.wallet.publicKey}'`);
    try {
      const res = await post(t, `/api${CARD_PATHS.collect}`, { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
      expect(res.status).toBe(500);
    } finally {
      await lift();
    }
    expect((await seedsOf(user.token)).active?.nonce).toBe(1);
    expect((await collect(user)).fairness?.nonce).toBe(1);
  });

  it('let an observer look without making a seed, and never rotate', async () => {
    const user = await buildUser(t);
    const observer = await observerTokenFor(t, user.token);
    expect(await seedsOf(observer)).toEqual({ active: null, revealed: [] });
    const refused = await rotate(observer);
    expect(refused).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    const own = await seedsOf(user.token);
    expect((await seedsOf(observer)).active).toEqual(own.active);
  });

  it('answer only a signed-in player', async () => {
    expect((await get(t, `/api${FAIRNESS_PATHS.seeds}`)).status).toBe(401);
    expect((await post(t, `/api${FAIRNESS_PATHS.rotate}`, {})).status).toBe(401);
  });
});
