// @databases pglite postgres: concurrency — complete-signup sent twice at once makes one account
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUnverifiedUser, buildUser, get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';

const t = useTestApp();

describe('signup', () => {
  it('asks for a username first, then sends a verification link that logs the new user in', async () => {
    const email = uniqueEmail();
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    expect(signup.status).toBe(200);
    expect(signup.body).toMatchObject({ requiresUsername: true, tempToken: expect.any(String) });

    const info = await get(t, '/api/auth/temp-token-info', signup.body.tempToken as string);
    expect(info.body).toEqual({ type: 'email', provider: 'email', email, profilePicture: null, data: {}, suggestedUsername: null });

    const username = uniqueUsername();
    const complete = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username });
    expect(complete.status).toBe(200);
    expect(complete.body).toMatchObject({ requiresEmailVerification: true, email });

    const link = await t.lastLink(email, 'verification');
    expect(link).toMatch(/^http:\/\/arcana\.test\/verify-email\?token=/);
    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ isNewUserVerification: true, token: expect.any(String), refreshToken: expect.any(String) });

    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.status).toBe(200);
    expect(me.body.isObserving).toBe(false);
    expect(me.body.user).toMatchObject({ username, email, emailVerified: true, providers: ['email'], isAdmin: false, has2FA: false });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash/);
  });

  it('names the project page the signup began on in its verification links, so any device comes back there', async () => {
    const email = uniqueEmail();
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    const tempToken = signup.body.tempToken as string;
    // Only a project's page of this site: anything else changes nothing and leaves the signup to finish.
    for (const returnTo of ['//evil.example/projects/nova', 'https://evil.example', '/inventory', '/projects/nova/odds']) {
      expect(await post(t, '/api/auth/complete-signup', { tempToken, username: uniqueUsername(), returnTo })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', error: 'Return path must be a project’s page' },
      });
    }
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);

    const complete = await post(t, '/api/auth/complete-signup', {
      tempToken,
      username: uniqueUsername(),
      returnTo: '/projects/nova-lumen',
    });
    expect(complete.status).toBe(200);
    const link = new URL(await t.lastLink(email, 'verification'));
    expect([link.pathname, link.searchParams.get('next')]).toEqual(['/verify-email', '/projects/nova-lumen']);

    // A link sent again names the page the account's browser still keeps.
    await t.deps.db
      .update(oneTimeTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(oneTimeTokens.kind, 'verify_email'));
    const resent = await post(t, '/api/auth/resend-verification', { email, provider: 'email', returnTo: '/projects/sixty-cards' });
    expect(resent.status).toBe(200);
    expect(new URL(await t.lastLink(email, 'verification')).searchParams.get('next')).toBe('/projects/sixty-cards');
  });

  it('refuses a verification link the second time', async () => {
    const user = await buildUser(t);
    const link = await t.lastLink(user.email, 'verification');
    const again = await post(t, '/api/auth/verify-email', { token: tokenOf(link) });
    expect(again).toMatchObject({ status: 400, body: { code: 'LINK_USED', error: 'This verification link has already been used' } });
  });

  it('lets an unverified user log in, and says the e-mail is unverified', async () => {
    const user = await buildUnverifiedUser(t);
    const login = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ emailVerified: false, auth: { email: { verified: false } } });
  });

  it('refuses an e-mail that already has an account, saying so when it is verified', async () => {
    const user = await buildUser(t);
    const again = await post(t, '/api/auth/signup', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN_VERIFIED', error: 'An account with this email has already been verified. Please log in instead.' },
    });
  });

  it('applies the complete-signup username rules and refuses a taken name whatever its case', async () => {
    const user = await buildUser(t);
    const signup = await post(t, '/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    const cases: Array<[string, string]> = [
      ['', 'Username is required'],
      ['ab', 'Username must be at least 3 characters'],
      ['a'.repeat(31), 'Username must be 30 characters or less'],
      ['bad name!', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ];
    for (const [username, error] of cases) {
      const res = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username });
      expect(res).toMatchObject({ status: 400, body: { error, code: 'VALIDATION_ERROR' } });
    }
    const taken = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: user.username.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN' } });
    const ok = await post(t, '/api/auth/complete-signup', {
      tempToken: signup.body.tempToken,
      username: 'with-hyphen_' + user.username.slice(-4),
    });
    expect(ok.status).toBe(200);
  });

  it('creates one account when complete-signup is sent twice at once', async () => {
    const email = uniqueEmail();
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    const body = { tempToken: signup.body.tempToken, username: uniqueUsername() };
    const results = await Promise.all([post(t, '/api/auth/complete-signup', body), post(t, '/api/auth/complete-signup', body)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });

  it('refuses a provider verification link that was never issued', async () => {
    expect(await post(t, '/api/auth/verify-provider', { token: 'any', provider: 'discord' })).toMatchObject({
      status: 400,
      body: { code: 'LINK_INVALID', error: 'Invalid verification link' },
    });
  });

  it('gives the spec messages for a bad signup body', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: PASSWORD }, 'Email is required'],
      [{ email: 'nope', password: PASSWORD }, 'Invalid email address'],
      [{ email: uniqueEmail() }, 'Password is required'],
      [{ email: uniqueEmail(), password: 'Ab1' }, 'Password must be at least 8 characters'],
      [{ email: uniqueEmail(), password: 'Abcdefgh12345' }, 'Password must be at most 12 characters'],
      [{ email: uniqueEmail(), password: 'abcdefg1' }, 'Password must contain at least one uppercase letter'],
      [{ email: uniqueEmail(), password: 'ABCDEFG1' }, 'Password must contain at least one lowercase letter'],
      [{ email: uniqueEmail(), password: 'Abcdefgh' }, 'Password must contain at least one number'],
    ];
    for (const [body, error] of cases) {
      expect(await post(t, '/api/auth/signup', body)).toMatchObject({ status: 400, body: { error } });
    }
  });
});
