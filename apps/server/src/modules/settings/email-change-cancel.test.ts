import { describe, expect, it } from 'vitest';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, codeFor, get, PASSWORD, post, uniqueEmail } from '../../../test/factories.js';

const t = useTestApp();

/** The user asks to move to a new address; answers both mails' tokens. */
async function requestChange(user: { email: string; token: string }) {
  const next = uniqueEmail('new');
  expect((await post(t, '/api/auth/request-email-change', { email: next }, user.token)).status).toBe(200);
  const notice = await t.lastLink(user.email, 'email-change-notice');
  expect(notice).toContain('/cancel-email-change?token=');
  return { next, confirm: tokenOf(await t.lastLink(next, 'email-change')), cancel: tokenOf(notice) };
}

describe('the old address can undo an e-mail change', () => {
  it('restores the old address after the change was confirmed, and ends every session', async () => {
    const user = await buildUser(t);
    const change = await requestChange(user);
    expect((await post(t, '/api/auth/confirm-email-change', { token: change.confirm })).status).toBe(200);
    const intruder = await post(t, '/api/auth/login', { email: change.next, password: PASSWORD });

    const cancelled = await post(t, '/api/auth/cancel-email-change', { token: change.cancel });
    expect(cancelled).toMatchObject({ status: 200, body: { message: expect.stringContaining(user.email) } });
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(401);
    expect((await get(t, '/api/auth/verify', intruder.body.token as string)).status).toBe(401);
    expect((await post(t, '/api/auth/login', { email: change.next, password: PASSWORD })).status).toBe(401);
    const back = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(back.body).toMatchObject({ user: { email: user.email, emailVerified: true } });
    expect((await post(t, '/api/auth/cancel-email-change', { token: change.cancel })).status).toBe(400);
  });

  it('drops a change that is still pending: its link stops working', async () => {
    const user = await buildUser(t);
    const change = await requestChange(user);
    expect((await post(t, '/api/auth/cancel-email-change', { token: change.cancel })).status).toBe(200);
    expect((await post(t, '/api/auth/confirm-email-change', { token: change.confirm })).status).toBe(400);
    const back = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(back.body).toMatchObject({ user: { email: user.email, auth: { email: { hasPendingEmailChange: false } } } });
  });

  it('keeps working through a later change and a password reset by whoever took the account', async () => {
    const user = await buildUser(t);
    const first = await requestChange(user);
    await post(t, '/api/auth/confirm-email-change', { token: first.confirm });
    // The new holder resets the password through the new inbox and moves the account once more.
    await post(t, '/api/auth/forgot-password', { email: first.next });
    await post(t, '/api/auth/reset-password', { token: tokenOf(await t.lastLink(first.next, 'password-reset')), password: 'Taken123' });
    const session = await post(t, '/api/auth/login', { email: first.next, password: 'Taken123' });
    const second = await requestChange({ email: first.next, token: session.body.token as string });
    await post(t, '/api/auth/confirm-email-change', { token: second.confirm });

    expect((await post(t, '/api/auth/cancel-email-change', { token: first.cancel })).status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: second.next, password: 'Taken123' })).status).toBe(401);
    expect((await get(t, '/api/auth/verify', session.body.token as string)).status).toBe(401);
    // The old owner gets in with a reset through the restored inbox.
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const reset = await post(t, '/api/auth/reset-password', {
      token: tokenOf(await t.lastLink(user.email, 'password-reset')),
      password: 'Mine1234',
    });
    expect(reset.status).toBe(200);
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'Mine1234' })).status).toBe(200);
  });
});

describe('undoing a confirmed change', () => {
  it('also turns off two-factor set up after the change was asked, which would keep the owner out', async () => {
    const user = await buildUser(t);
    const change = await requestChange(user);
    await post(t, '/api/auth/confirm-email-change', { token: change.confirm });
    const setup = await post(t, '/api/auth/2fa/setup', undefined, user.token);
    await post(t, '/api/auth/2fa/verify', { token: codeFor(setup.body.secret as string) }, user.token);
    expect((await post(t, '/api/auth/cancel-email-change', { token: change.cancel })).status).toBe(200);
    const back = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(back.body).toMatchObject({ token: expect.any(String), user: { has2FA: false } });
  });
});

describe('a new password retires every pending link that could take the account', () => {
  it('on reset: the pending e-mail change and deletion links stop working; other sessions end', async () => {
    const user = await buildUser(t);
    const change = await requestChange(user);
    await post(t, '/api/auth/request-account-deletion', undefined, user.token);
    const deletion = tokenOf(await t.lastLink(user.email, 'account-deletion'));
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const reset = tokenOf(await t.lastLink(user.email, 'password-reset'));
    expect((await post(t, '/api/auth/reset-password', { token: reset, password: 'Fresh123' })).status).toBe(200);
    expect((await post(t, '/api/auth/confirm-email-change', { token: change.confirm })).status).toBe(400);
    expect((await post(t, '/api/auth/confirm-account-deletion', { token: deletion })).status).toBe(400);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(401);
  });

  it('on change: pending links stop working, this session stays and the others end', async () => {
    const user = await buildUser(t);
    const other = await post(t, '/api/auth/login', { email: user.email, password: PASSWORD });
    const change = await requestChange(user);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const reset = tokenOf(await t.lastLink(user.email, 'password-reset'));
    await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
    expect((await post(t, '/api/auth/confirm-email-change', { token: change.confirm })).status).toBe(400);
    expect((await post(t, '/api/auth/reset-password', { token: reset, password: 'Other123' })).status).toBe(400);
    expect((await get(t, '/api/auth/verify', user.token)).status).toBe(200);
    expect((await get(t, '/api/auth/verify', other.body.token as string)).status).toBe(401);
  });
});
