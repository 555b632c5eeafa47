import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, get, PASSWORD, post, uniqueEmail } from '../../../test/factories.js';
import { mailOutbox, oneTimeTokens, users } from '../../db/schema.js';

const t = useTestApp();

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail has an account, and mails only real ones', async () => {
    const user = await buildUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await post(t, '/api/auth/forgot-password', { email: user.email });
    const unknown = await post(t, '/api/auth/forgot-password', { email: ghost });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, ghost))).toHaveLength(0);
  });

  it('resets with the link once, ends every session, and the new password logs in', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await t.lastLink(user.email, 'password-reset'));
    const reset = await post(t, '/api/auth/reset-password', { token, password: 'NewPass99' });
    expect(reset).toEqual({ status: 200, body: { message: 'Your password has been reset successfully!' } });
    expect(await post(t, '/api/auth/reset-password', { token, password: 'Other1234' })).toMatchObject({
      status: 400,
      body: { code: 'LINK_USED', error: 'This password reset link has already been used' },
    });
    expect(await get(t, '/api/auth/verify', user.token)).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'NewPass99' })).status).toBe(200);
  });

  it('refuses an expired reset link with a message that says so', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await t.lastLink(user.email, 'password-reset'));
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await t.deps.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, row!.id));
    const res = await post(t, '/api/auth/reset-password', { token, password: 'NewPass99' });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'LINK_EXPIRED', error: 'This password reset link has expired. Please request a new one.' },
    });
    expect((await post(t, '/api/auth/reset-password', { token: 'forged', password: 'NewPass99' })).body).toMatchObject({
      code: 'LINK_INVALID',
      error: 'Invalid password reset link',
    });
  });

  it('keeps only the newest reset link valid', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const first = tokenOf(await t.lastLink(user.email, 'password-reset'));
    await post(t, '/api/auth/forgot-password', { email: user.email });
    // The second link is issued after the answer: wait until it has arrived.
    await expect.poll(async () => tokenOf(await t.lastLink(user.email, 'password-reset'))).not.toBe(first);
    expect((await post(t, '/api/auth/reset-password', { token: first, password: 'NewPass99' })).body).toMatchObject({ code: 'LINK_USED' });
  });
});

describe('change and set password', () => {
  it('changes the password with the current one and keeps this session', async () => {
    const user = await buildUser(t);
    const wrong = await post(t, '/api/auth/change-password', { currentPassword: 'Nope12345', newPassword: 'Fresh123' }, user.token);
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    const ok = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
    expect(ok.status).toBe(200);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'Fresh123' })).status).toBe(200);
  });

  it('refuses set-password when a password exists, and needs a token', async () => {
    const user = await buildUser(t);
    expect(await post(t, '/api/auth/set-password', { newPassword: 'Fresh123' }, user.token)).toMatchObject({
      status: 409,
      body: { code: 'PASSWORD_ALREADY_SET' },
    });
    expect(await post(t, '/api/auth/set-password', { newPassword: 'Fresh123' })).toMatchObject({
      status: 401,
      body: { error: 'No token provided', code: 'NO_TOKEN' },
    });
  });

  it('sets a password on an account that has none, which it cannot change before', async () => {
    const user = await buildUser(t);
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, user.email));
    expect(await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_NOT_SET' },
    });
    expect((await post(t, '/api/auth/set-password', { newPassword: 'Fresh123' }, user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'Fresh123' })).status).toBe(200);
  });
});
