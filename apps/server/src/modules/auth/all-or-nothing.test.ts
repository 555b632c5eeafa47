// @databases pglite postgres: transactions — a failed step leaves nothing behind
import { describe, expect, it } from 'vitest';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUnverifiedUser, buildUser, get, PASSWORD, post } from '../../../test/factories.js';
import { refuseWrites, userIdOf } from '../../../test/refused-writes.js';

const t = useTestApp();

describe('account changes made of several writes are all or nothing', () => {
  it('leaves the password, the link and every session as they were when a reset fails at its last step', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await t.lastLink(user.email, 'password-reset'));
    const allow = await refuseWrites(t, 'sessions', 'UPDATE', `OLD.user_id = '${await userIdOf(t, user.email)}'`);
    try {
      expect((await post(t, '/api/auth/reset-password', { token, password: 'NewPass99' })).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'NewPass99' })).status).toBe(401);
    // The link was not spent: the same click works once the database does.
    expect((await post(t, '/api/auth/reset-password', { token, password: 'NewPass99' })).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'NewPass99' })).status).toBe(200);
  });

  it('keeps the old password when a change fails while ending the other sessions', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    const allow = await refuseWrites(t, 'sessions', 'UPDATE', `OLD.user_id = '${await userIdOf(t, user.email)}'`);
    try {
      const changed = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
      expect(changed.status).toBe(500);
    } finally {
      await allow();
    }
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await get(t, '/api/auth/verify', other.body.token as string)).status).toBe(200);
  });

  it('leaves the address unverified and the link usable when the session a verification opens cannot start', async () => {
    const user = await buildUnverifiedUser(t);
    const token = tokenOf(await t.lastLink(user.email, 'verification'));
    const allow = await refuseWrites(t, 'sessions', 'INSERT', `NEW.user_id = '${await userIdOf(t, user.email)}'`);
    try {
      expect((await post(t, '/api/auth/verify-email', { token })).status).toBe(500);
    } finally {
      await allow();
    }
    const login = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.body).toMatchObject({ user: { emailVerified: false } });
    expect(await post(t, '/api/auth/verify-email', { token })).toMatchObject({ status: 200, body: { isNewUserVerification: true } });
  });
});
