// @databases pglite postgres: transactions — a failed step leaves nothing behind
import { describe, expect, it } from 'vitest';
import { identities } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, get, PASSWORD, post, uniqueEmail } from '../../../test/factories.js';
import { refuseWrites, userIdOf } from '../../../test/refused-writes.js';

const t = useTestApp();

/** A user who asked to move to a new address: the links to confirm it and to cancel it. */
async function userChangingEmail() {
  const user = await buildUser(t);
  const id = await userIdOf(t, user.email);
  // A Discord sign-in, which a confirmed change unlinks: the last write of the confirmation.
  await t.database.db.insert(identities).values({ userId: id, provider: 'discord', providerUserId: `d-${id}` });
  const next = uniqueEmail('next');
  await post(t, '/api/auth/request-email-change', { email: next }, user.token);
  return {
    ...user,
    id,
    next,
    confirm: tokenOf(await t.lastLink(next, 'email-change')),
    cancel: tokenOf(await t.lastLink(user.email, 'email-change-notice')),
  };
}

describe('settings changes made of several writes are all or nothing', () => {
  it('keeps the old address and the link when confirming an e-mail change fails at its last step', async () => {
    const user = await userChangingEmail();
    const allow = await refuseWrites(t, 'identities', 'DELETE', `OLD.user_id = '${user.id}'`);
    try {
      expect((await post(t, '/api/auth/confirm-email-change', { token: user.confirm })).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({
      user: { email: user.email, providers: ['email', 'discord'] },
    });
    expect((await post(t, '/api/auth/confirm-email-change', { token: user.confirm })).status).toBe(200);
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { email: user.next } });
  });

  it('undoes nothing, and keeps the cancel link, when undoing a confirmed change fails while ending sessions', async () => {
    const user = await userChangingEmail();
    await post(t, '/api/auth/confirm-email-change', { token: user.confirm });
    const allow = await refuseWrites(t, 'sessions', 'UPDATE', `OLD.user_id = '${user.id}'`);
    try {
      expect((await post(t, '/api/auth/cancel-email-change', { token: user.cancel })).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { email: user.next } });
    expect((await post(t, '/api/auth/cancel-email-change', { token: user.cancel })).status).toBe(200);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(401);
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('keeps the account and the link when the deletion itself fails', async () => {
    const user = await buildUser(t);
    await post(t, '/api/auth/request-account-deletion', undefined, user.token);
    const token = tokenOf(await t.lastLink(user.email, 'account-deletion'));
    const allow = await refuseWrites(t, 'users', 'DELETE', `OLD.id = '${await userIdOf(t, user.email)}'`);
    try {
      expect((await post(t, '/api/auth/confirm-account-deletion', { token })).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/confirm-account-deletion', { token })).status).toBe(200);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(404);
  });
});
