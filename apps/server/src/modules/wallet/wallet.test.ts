// @databases pglite postgres: concurrency — one wallet linked twice at once
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get, post } from '../../../test/factories.js';
import { keptMessagesOf } from '../../../test/kept-messages.js';
import { createTestWallet, signedLinkBody, type TestWallet } from '../../../../../tools/wallet-keys.js';
import type { WalletSignInFields } from '@arcana/shared';
import type { TLinkWalletBody } from '@arcana/shared/schemas';
import { domainEvents, notifications, users, walletNonces } from '../../db/schema.js';

const t = useTestApp();

type User = Awaited<ReturnType<typeof buildUser>>;

const requestNonce = (token: string | undefined) => async () => (await post(t, '/api/auth/wallet-nonce', {}, token)).body;
const linkBody = (user: User, wallet: TestWallet = createTestWallet(), overrides: Partial<WalletSignInFields> = {}) =>
  signedLinkBody(wallet, requestNonce(user.token), overrides);
const link = (body: TLinkWalletBody, user: User) => post(t, '/api/auth/link-wallet', body, user.token);

/** A refused link leaves the account without a wallet and the nonce unspent. */
async function expectNothingChanged(user: User, nonce: string) {
  expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ wallet: null });
  const [row] = await t.deps.db.select({ usedAt: walletNonces.usedAt }).from(walletNonces).where(eq(walletNonces.nonce, nonce));
  expect(row?.usedAt ?? null).toBeNull();
}

describe('issuing a wallet nonce', () => {
  it('gives the signed-in user a nonce and every other field of the Sign-In-With-Solana message', async () => {
    const user = await buildUser(t);
    const res = await post(t, '/api/auth/wallet-nonce', {}, user.token);
    expect(res).toMatchObject({
      status: 200,
      body: {
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        domain: 'arcana.test',
        uri: 'http://arcana.test',
        version: '1',
        chainId: 'mainnet',
        statement: 'Connect wallet to Arcana',
      },
    });
    const issuedAt = Date.parse(res.body.issuedAt as string);
    expect(Math.abs(issuedAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(res.body.expirationTime as string) - issuedAt).toBe(5 * 60_000);
  });

  it('needs a session', async () => {
    expect(await post(t, '/api/auth/wallet-nonce', {})).toMatchObject({ status: 401, body: { code: 'NO_TOKEN' } });
  });
});

describe('linking a wallet', () => {
  it('links the key that signed this site’s message, and records a notification', async () => {
    const user = await buildUser(t);
    const wallet = createTestWallet();
    const res = await link(await linkBody(user, wallet), user);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ wallet: { publicKey: wallet.publicKey }, providers: expect.arrayContaining(['wallet']) });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ wallet: { publicKey: wallet.publicKey } });
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await expect
      .poll(async () => (await t.deps.db.select().from(notifications).where(eq(notifications.userId, row!.id))).map((n) => n.type))
      .toEqual(['wallet_linked']);
  });

  it('never links another account with a signature made for one: the nonce belongs to the user it was issued to', async () => {
    const owner = await buildUser(t);
    const intruder = await buildUser(t);
    const issued = await requestNonce(owner.token)();
    const ownersBody = await signedLinkBody(createTestWallet(), async () => issued);
    const refusal = {
      status: 400,
      body: { code: 'NONCE_NOT_ISSUED', error: 'This signature was not requested by your account. Please sign again.' },
    };
    // The owner's own signature, replayed by someone else…
    expect(await link(ownersBody, intruder)).toMatchObject(refusal);
    // …or the intruder's wallet signing a message around the owner's nonce.
    expect(await link(await signedLinkBody(createTestWallet(), async () => issued), intruder)).toMatchObject(refusal);
    await expectNothingChanged(intruder, ownersBody.nonce);
    expect((await link(ownersBody, owner)).status).toBe(200);
  });

  it('spends the nonce: the same signature is refused the second time, and only one of two racing requests links', async () => {
    const user = await buildUser(t);
    const body = await linkBody(user);
    expect((await link(body, user)).status).toBe(200);
    expect(await link(body, user)).toMatchObject({ status: 409, body: { code: 'SIGNATURE_REPLAYED' } });

    const other = await buildUser(t);
    const raced = await linkBody(other);
    const statuses = (await Promise.all([link(raced, other), link(raced, other)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('refuses a nonce that has expired, even in a message that says otherwise', async () => {
    const user = await buildUser(t);
    const body = await linkBody(user);
    await t.deps.db
      .update(walletNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletNonces.nonce, body.nonce));
    expect(await link(body, user)).toMatchObject({ status: 400, body: { code: 'SIGNATURE_EXPIRED' } });
    await expectNothingChanged(user, body.nonce);
  });

  it.each([
    [
      'an expiration time that has passed',
      { expirationTime: new Date(Date.now() - 1000).toISOString() },
      'SIGNATURE_EXPIRED',
      'This signature has expired. Please sign again.',
    ],
    [
      'an issue time ahead of the clock',
      { issuedAt: new Date(Date.now() + 2 * 60_000).toISOString() },
      'SIGNATURE_NOT_YET_VALID',
      'This signature is dated in the future. Check your clock and sign again.',
    ],
  ])('refuses a message with %s', async (_, overrides, code, error) => {
    const user = await buildUser(t);
    const body = await linkBody(user, createTestWallet(), overrides);
    expect(await link(body, user)).toMatchObject({ status: 400, body: { code, error } });
    await expectNothingChanged(user, body.nonce);
  });

  it.each([
    ['domain', { domain: 'evil.example' }, 'SIGNATURE_OTHER_SITE', 'This signature was made for another site'],
    ['port', { domain: 'arcana.test:8080' }, 'SIGNATURE_OTHER_SITE', 'This signature was made for another site'],
    ['URI', { uri: 'https://evil.example' }, 'SIGNATURE_OTHER_SITE', 'This signature was made for another site'],
    ['statement', { statement: 'Sign in to Evil' }, 'INVALID_SIGNATURE', 'The signed message is not a wallet link request'],
    ['chain', { chainId: 'devnet' }, 'SIGNATURE_OTHER_NETWORK', 'This signature was made for another Solana network'],
    ['version', { version: '2' }, 'INVALID_SIGNATURE', 'The signed message is not a wallet link request'],
  ])('refuses a message with another %s', async (_, overrides, code, error) => {
    const user = await buildUser(t);
    const body = await linkBody(user, createTestWallet(), overrides);
    expect(await link(body, user)).toMatchObject({ status: 400, body: { code, error } });
    await expectNothingChanged(user, body.nonce);
  });

  it('refuses a body whose nonce or key is not the one in the signed message', async () => {
    const user = await buildUser(t);
    const body = await linkBody(user);
    const { nonce: otherNonce } = await linkBody(user);
    expect(await link({ ...body, nonce: otherNonce }, user)).toMatchObject({
      status: 400,
      body: { error: 'The nonce does not match the signed message' },
    });
    expect(await link({ ...body, publicKey: createTestWallet().publicKey }, user)).toMatchObject({
      status: 400,
      body: { error: 'The signed message names another wallet' },
    });
    await expectNothingChanged(user, body.nonce);
  });

  it('refuses a forged signature', async () => {
    const user = await buildUser(t);
    const body = await linkBody(user);
    const forged = { ...body, signature: createTestWallet().sign(body.message) };
    expect(await link(forged, user)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_SIGNATURE', error: 'The signature does not match this wallet' },
    });
    await expectNothingChanged(user, body.nonce);
  });

  it('refuses a key linked to another account', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    const wallet = createTestWallet();
    expect((await link(await linkBody(first, wallet), first)).status).toBe(200);
    const body = await linkBody(second, wallet);
    expect(await link(body, second)).toMatchObject({
      status: 409,
      body: { error: 'This wallet is already linked to another account', code: 'WALLET_TAKEN' },
    });
    await expectNothingChanged(second, body.nonce);
  });

  it('needs a recent proof to link over another wallet (that unlinks it), and spends nothing without one', async () => {
    const user = await buildUser(t, { linkSession: true });
    expect((await link(await linkBody(user), user)).status).toBe(200);
    const first = (await get(t, '/api/auth/verify', user.token)).body.user as { wallet: { publicKey: string } };
    const body = await linkBody(user);
    expect(await link(body, user)).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });
    expect((await get(t, '/api/auth/verify', user.token)).body.user).toMatchObject({ wallet: first.wallet });
    await post(t, '/api/auth/reauthenticate', { password: 'Arcana12' }, user.token);
    expect((await link(body, user)).status).toBe(200);
  });

  it('unlinks the wallet', async () => {
    const user = await buildUser(t);
    await link(await linkBody(user), user);
    const res = await post(t, '/api/auth/unlink-wallet', {}, user.token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ wallet: null });
  });

  it('records its notice with the link: were the process to stop at once, the outbox would still hold it', async () => {
    const user = await buildUser(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    const bell = () => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
    await t.deps.outbox.stop();
    try {
      expect((await link(await linkBody(user), user)).status).toBe(200);
      const owed = await t.deps.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.userId, userId), eq(domainEvents.type, 'notice.owed')));
      expect(owed).toMatchObject([{ doneAt: null, subject: { notice: { type: 'wallet_linked', title: 'Wallet Connected' } } }]);
      expect(await bell()).toHaveLength(0);
    } finally {
      t.deps.outbox.start();
    }
    await t.deps.outbox.dispatch();
    expect(await bell()).toMatchObject([{ type: 'wallet_linked' }]);
  });

  it('names the tab’s own request in the notifications of a link and an unlink, and refuses an id that is not a UUID', async () => {
    const user = await buildUser(t);
    const [linkId, unlinkId] = [crypto.randomUUID(), crypto.randomUUID()];
    expect((await link({ ...(await linkBody(user)), requestId: 'tab-1' }, user)).body).toMatchObject({
      error: 'requestId must be a UUID',
    });
    expect((await link({ ...(await linkBody(user)), requestId: linkId }, user)).status).toBe(200);
    expect((await post(t, '/api/auth/unlink-wallet', { requestId: unlinkId }, user.token)).status).toBe(200);
    // Told with the answer: each a notification's one message, carrying the id of the tab's request.
    const { sub: userId } = await t.deps.tokens.verifyAccess(user.token);
    const told = (await keptMessagesOf(t, userId)).flatMap(([name, payload]) =>
      name === 'notificationCreated' ? [{ type: payload.notification.type, requestId: payload.requestId }] : [],
    );
    expect(told).toEqual([
      { type: 'wallet_linked', requestId: linkId },
      { type: 'wallet_unlinked', requestId: unlinkId },
    ]);
  });

  it('needs a session and a well-formed body', async () => {
    const user = await buildUser(t);
    const body = await linkBody(user);
    expect((await post(t, '/api/auth/link-wallet', body)).status).toBe(401);
    expect(await link({ ...body, publicKey: 'not-base58-0OIl' }, user)).toMatchObject({
      status: 400,
      body: { error: 'Invalid wallet public key' },
    });
  });
});
