import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { createTestWallet } from '../../../../../tools/wallet-keys.js';

const t = useTestApp();

/** An account that signed up but never opened its verification link, signed in with its password. */
async function unverifiedUser(email = uniqueEmail()) {
  const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
  await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
  const login = await post(t, '/api/auth/login', { email, password: PASSWORD });
  return { email, token: login.body.token as string, refreshToken: login.body.refreshToken as string };
}

describe('an account with no verified way in', () => {
  it('may read its session, resend its link and log out, and nothing else', async () => {
    const user = await unverifiedUser();
    expect(await get(t, '/api/auth/verify', user.token)).toMatchObject({ status: 200, body: { user: { emailVerified: false } } });
    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/auth/2fa/setup', undefined],
      ['POST', '/api/auth/reauthenticate', { password: PASSWORD }],
      ['POST', '/api/auth/update-profile', { username: uniqueUsername() }],
      ['POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }],
      ['POST', '/api/users/collectibles/collect', { publicKey: createTestWallet().publicKey, requestId: randomUUID() }],
      ['GET', '/api/users/my-collectibles', undefined],
      ['GET', '/api/notifications', undefined],
      ['PATCH', '/api/notifications/read-all', { requestId: randomUUID() }],
    ];
    for (const [method, url, payload] of refused) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as Record<string, unknown>,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect({ url, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({
        url,
        status: 403,
        code: 'EMAIL_NOT_VERIFIED',
      });
    }
    expect((await post(t, '/api/auth/resend-verification', { email: user.email, provider: 'email' })).status).not.toBe(403);
    expect((await post(t, '/api/auth/logout', { refreshToken: user.refreshToken }, user.token)).status).toBe(200);
  });

  it('acts once a login provider is linked (the spec’s rule), or once the e-mail is verified', async () => {
    const user = await unverifiedUser();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    await t.database.db
      .insert(identities)
      .values({ userId: row!.id, provider: 'twitch', providerUserId: `t-${row!.id}`, verifiedAt: new Date() });
    expect((await get(t, '/api/notifications', user.token)).status).toBe(200);
    // Every answer that shows the user shows the provider: the session's, and a fresh login's.
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { providers: ['email', 'twitch'] } });
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).body).toMatchObject({
      user: { providers: ['email', 'twitch'] },
    });
  });
});

describe('the inbox decides who owns an address', () => {
  it('lets a new signup replace a pending unverified account for the same address', async () => {
    const email = uniqueEmail();
    const squatter = await unverifiedUser(email);
    const signup = await post(t, '/api/auth/signup', { email, password: 'Owner123' });
    expect(signup.status).toBe(200);
    const complete = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername('owner') });
    expect(complete.status).toBe(200);
    // The first account is gone with its sessions; the owner verifies through the inbox.
    expect((await get(t, '/api/auth/verify', squatter.token)).status).toBe(404);
    expect((await post(t, '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(email, 'verification')) });
    expect(verified.status).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: 'Owner123' })).status).toBe(200);
  });

  it('still refuses an address whose owner proved the inbox', async () => {
    const owner = await buildUser(t);
    expect(await post(t, '/api/auth/signup', { email: owner.email, password: PASSWORD })).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN_VERIFIED' },
    });
  });

  it('refuses an address held by an unverified account that signs in with a provider, to a signup and to an e-mail change', async () => {
    const held = await unverifiedUser();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, held.email));
    await t.database.db.insert(identities).values({ userId: row!.id, provider: 'twitch', providerUserId: `t-${row!.id}` });
    expect(await post(t, '/api/auth/signup', { email: held.email, password: PASSWORD })).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN_UNVERIFIED', error: 'An account with this email already exists. Please log in instead.' },
    });
    const user = await buildUser(t);
    expect((await post(t, '/api/auth/request-email-change', { email: held.email }, user.token)).status).toBe(200);
    const link = await t.lastLink(held.email, 'email-change');
    expect(await post(t, '/api/auth/confirm-email-change', { token: tokenOf(link) })).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN_UNVERIFIED' },
    });
    // Refused as a whole: the link is not spent and the account keeps its address.
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { email: user.email } });
    expect((await post(t, '/api/auth/confirm-email-change', { token: tokenOf(link) })).body).toMatchObject({
      code: 'EMAIL_TAKEN_UNVERIFIED',
    });
  });

  it('lets an e-mail change take an address held only by an unverified account', async () => {
    const target = uniqueEmail('held');
    await unverifiedUser(target);
    const user = await buildUser(t);
    expect((await post(t, '/api/auth/request-email-change', { email: target }, user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/confirm-email-change', { token: tokenOf(await t.lastLink(target, 'email-change')) })).status).toBe(
      200,
    );
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { email: target, emailVerified: true } });
  });
});
