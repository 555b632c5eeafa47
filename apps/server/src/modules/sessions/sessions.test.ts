// @databases pglite postgres: smoke — the module on the embedded database
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get, PASSWORD, post, uniqueEmail } from '../../../test/factories.js';
import { refreshTokens, users } from '../../db/schema.js';
import { hashToken } from '../../lib/secure-random.js';

const t = useTestApp();

describe('login', () => {
  it('logs in with the right password and returns the user', async () => {
    const user = await buildUser(t);
    const login = await post(t, '/api/auth/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), user: { email: user.email } });
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    const user = await buildUser(t);
    const wrong = await post(t, '/api/auth/login', { email: user.email, password: 'Wrong1234' });
    const unknown = await post(t, '/api/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD });
    expect(wrong).toEqual({ status: 401, body: { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } });
    expect(unknown).toEqual(wrong);
  });
});

describe('verify', () => {
  it('answers 401 with the session-ending messages and codes for a missing or forged token', async () => {
    expect(await get(t, '/api/auth/verify')).toMatchObject({ status: 401, body: { error: 'No token provided', code: 'NO_TOKEN' } });
    expect(await get(t, '/api/auth/verify', 'not-a-jwt')).toMatchObject({
      status: 401,
      body: { error: 'Invalid token', code: 'INVALID_TOKEN' },
    });
  });

  it('answers 404 once the user is gone', async () => {
    const user = await buildUser(t);
    await t.deps.db.delete(users).where(eq(users.email, user.email));
    expect(await get(t, '/api/auth/verify', user.token)).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND' } });
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the access token still verifies', async () => {
    const user = await buildUser(t);
    const refreshed = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(user.refreshToken);
    expect((await get(t, '/api/auth/verify', refreshed.body.token as string)).status).toBe(200);
  });

  it('answers a token presented again within 10 s of its rotation with the same successor (two tabs)', async () => {
    const user = await buildUser(t);
    const first = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    const second = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).toBe(first.body.refreshToken);
    expect((await get(t, '/api/auth/verify', second.body.token as string)).status).toBe(200);
    // The successor then rotates as usual, and the old token follows the chain to its newest link.
    const third = await post(t, '/api/auth/refresh', { refreshToken: first.body.refreshToken });
    expect((await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken })).body.refreshToken).toBe(third.body.refreshToken);
  });

  it('refuses a refresh token rotated more than 10 s ago, and revokes its family', async () => {
    const user = await buildUser(t);
    const first = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    await t.deps.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashToken(user.refreshToken)));
    const replay = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(replay).toMatchObject({ status: 401, body: { error: 'Invalid token', code: 'INVALID_REFRESH_TOKEN' } });
    // The thief's replay ended the session for the rightful holder too.
    expect(await post(t, '/api/auth/refresh', { refreshToken: first.body.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN' },
    });
    expect(await get(t, '/api/auth/verify', first.body.token as string)).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const user = await buildUser(t);
    expect((await post(t, '/api/auth/logout', {}, user.token)).status).toBe(200);
    expect(await get(t, '/api/auth/verify', user.token)).toMatchObject({
      status: 401,
      body: { error: 'Invalid token', code: 'SESSION_ENDED' },
    });
    expect(await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN' },
    });
  });

  it('keeps other sessions alive on logout', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    await post(t, '/api/auth/logout', { refreshToken: user.refreshToken }, user.token);
    expect((await get(t, '/api/auth/verify', other.body.token as string)).status).toBe(200);
  });
});
