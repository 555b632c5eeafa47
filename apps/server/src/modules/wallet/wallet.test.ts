import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get, post } from '../../../test/factories.js';
import { createTestWallet, signedLinkBody } from '../../../../../tools/wallet-keys.js';
import { notifications, users } from '../../db/schema.js';

const t = useTestApp();

describe('linking a wallet', () => {
  it('links the key that signed this site’s message, and records a notification', async () => {
    const user = await buildUser(t);
    const wallet = createTestWallet();
    const res = await post(t, '/api/auth/link-wallet', signedLinkBody(wallet), user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ wallet: { publicKey: wallet.publicKey }, providers: expect.arrayContaining(['wallet']) });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ wallet: { publicKey: wallet.publicKey } });
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await expect
      .poll(async () => (await t.deps.db.select().from(notifications).where(eq(notifications.userId, row!.id))).map((n) => n.type))
      .toEqual(['wallet_linked']);
  });

  it('refuses a forged signature', async () => {
    const user = await buildUser(t);
    const body = signedLinkBody(createTestWallet());
    const forged = { ...body, signature: createTestWallet().sign(body.message) };
    expect(await post(t, '/api/auth/link-wallet', forged, user.token)).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } });
  });

  it('refuses a signature by another key than the one claimed', async () => {
    const user = await buildUser(t);
    const body = signedLinkBody(createTestWallet());
    const res = await post(t, '/api/auth/link-wallet', { ...body, publicKey: createTestWallet().publicKey }, user.token);
    expect(res).toMatchObject({ status: 400, body: { error: 'The signature does not match this wallet' } });
  });

  it('refuses a signature older than five minutes', async () => {
    const user = await buildUser(t);
    const body = signedLinkBody(createTestWallet(), { issuedAt: new Date(Date.now() - 5 * 60_000 - 1000) });
    expect(await post(t, '/api/auth/link-wallet', body, user.token)).toMatchObject({ status: 400, body: { code: 'SIGNATURE_EXPIRED' } });
  });

  it('refuses a signature made for another site', async () => {
    const user = await buildUser(t);
    const body = signedLinkBody(createTestWallet(), { host: 'evil.example' });
    expect(await post(t, '/api/auth/link-wallet', body, user.token)).toMatchObject({
      status: 400,
      body: { error: 'This signature was made for another site' },
    });
  });

  it('refuses a replayed nonce', async () => {
    const user = await buildUser(t);
    const body = signedLinkBody(createTestWallet());
    expect((await post(t, '/api/auth/link-wallet', body, user.token)).status).toBe(200);
    expect(await post(t, '/api/auth/link-wallet', body, user.token)).toMatchObject({ status: 409, body: { code: 'SIGNATURE_REPLAYED' } });
  });

  it('refuses a key linked to another account', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    const wallet = createTestWallet();
    expect((await post(t, '/api/auth/link-wallet', signedLinkBody(wallet), first.token)).status).toBe(200);
    const res = await post(t, '/api/auth/link-wallet', signedLinkBody(wallet), second.token);
    expect(res).toMatchObject({ status: 409, body: { error: 'This wallet is already linked to another account', code: 'WALLET_TAKEN' } });
  });

  it('unlinks the wallet', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/link-wallet', signedLinkBody(createTestWallet()), user.token);
    const res = await post(t, '/api/auth/unlink-wallet', {}, user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ wallet: null });
  });

  it('needs a session and a well-formed body', async () => {
    const body = signedLinkBody(createTestWallet());
    expect((await post(t, '/api/auth/link-wallet', body)).status).toBe(401);
    const user = await buildUser(t);
    expect(await post(t, '/api/auth/link-wallet', { ...body, publicKey: 'not-base58-0OIl' }, user.token)).toMatchObject({
      status: 400,
      body: { error: 'Invalid wallet public key' },
    });
  });
});
