// @databases pglite postgres: concurrency — fifty collects with one request id make one card
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWithWallet, get, post } from '../../../test/factories.js';
import { createTestWallet, signedLinkBody } from '../../../../../tools/wallet-keys.js';
import { cards, users } from '../../db/schema.js';

const t = useTestApp();

const userWithWallet = () => buildUserWithWallet(t);

describe('collecting cards', () => {
  it('draws a card for the linked wallet and lists it', async () => {
    const user = await userWithWallet();
    const res = await post(t, '/api/users/collectibles/collect', { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      publicKey: user.wallet.publicKey,
      rarity: expect.any(String),
      type: expect.any(String),
    });
    const mine = await get(t, '/api/users/my-collectibles', user.token);
    expect(mine.body).toEqual([res.body]);
    const byKey = await get(t, `/api/users/collectibles/${user.wallet.publicKey}`, user.token);
    expect(byKey.body).toEqual([res.body]);
  });

  it('returns the same card when one attempt is retried', async () => {
    const user = await userWithWallet();
    const body = { publicKey: user.wallet.publicKey, requestId: randomUUID() };
    const first = await post(t, '/api/users/collectibles/collect', body, user.token);
    const again = await post(t, '/api/users/collectibles/collect', body, user.token);
    expect(again.body).toEqual(first.body);
  });

  it('makes one card from 50 concurrent collects with one request id', async () => {
    const user = await userWithWallet();
    const body = { publicKey: user.wallet.publicKey, requestId: randomUUID() };
    const results = await Promise.all(Array.from({ length: 50 }, () => post(t, '/api/users/collectibles/collect', body, user.token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await t.deps.db.select().from(cards).where(eq(cards.requestId, body.requestId))).toHaveLength(1);
  });

  it('refuses a wallet that is not linked to the user', async () => {
    const user = await userWithWallet();
    const res = await post(
      t,
      '/api/users/collectibles/collect',
      { publicKey: createTestWallet().publicKey, requestId: randomUUID() },
      user.token,
    );
    expect(res).toMatchObject({ status: 403, body: { code: 'WALLET_NOT_LINKED' } });
  });

  it('refuses another user’s request id', async () => {
    const first = await userWithWallet();
    const second = await userWithWallet();
    const requestId = randomUUID();
    await post(t, '/api/users/collectibles/collect', { publicKey: first.wallet.publicKey, requestId }, first.token);
    const res = await post(t, '/api/users/collectibles/collect', { publicKey: second.wallet.publicKey, requestId }, second.token);
    expect(res).toMatchObject({ status: 409, body: { code: 'REQUEST_ID_TAKEN' } });
  });

  it('shows a wallet’s cards to its owner and to admins only', async () => {
    const owner = await userWithWallet();
    await post(t, '/api/users/collectibles/collect', { publicKey: owner.wallet.publicKey, requestId: randomUUID() }, owner.token);
    const stranger = await buildUser(t);
    expect(await get(t, `/api/users/collectibles/${owner.wallet.publicKey}`, stranger.token)).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_WALLET' },
    });
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.email, stranger.email));
    const asAdmin = await get(t, `/api/users/collectibles/${owner.wallet.publicKey}`, stranger.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toHaveLength(1);
  });

  it('shows the owner only their own cards of a wallet that moved from another account', async () => {
    const first = await userWithWallet();
    const wallet = first.wallet;
    await post(t, '/api/users/collectibles/collect', { publicKey: wallet.publicKey, requestId: randomUUID() }, first.token);
    await post(t, '/api/auth/unlink-wallet', {}, first.token);
    const second = await buildUser(t);
    const body = await signedLinkBody(wallet, async () => (await post(t, '/api/auth/wallet-nonce', {}, second.token)).body);
    expect((await post(t, '/api/auth/link-wallet', body, second.token)).status).toBe(200);
    expect(await get(t, `/api/users/collectibles/${wallet.publicKey}`, second.token)).toMatchObject({ status: 200, body: [] });
    const mine = await post(t, '/api/users/collectibles/collect', { publicKey: wallet.publicKey, requestId: randomUUID() }, second.token);
    expect((await get(t, `/api/users/collectibles/${wallet.publicKey}`, second.token)).body).toEqual([mine.body]);
  });

  it('rejects malformed collect bodies with 400', async () => {
    const user = await userWithWallet();
    for (const body of [
      {},
      { publicKey: user.wallet.publicKey },
      { publicKey: user.wallet.publicKey, requestId: 'nope' },
      { publicKey: 5, requestId: randomUUID() },
    ]) {
      expect((await post(t, '/api/users/collectibles/collect', body, user.token)).status).toBe(400);
    }
  });
});
