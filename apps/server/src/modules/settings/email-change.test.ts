import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, get, observerTokenFor, PASSWORD, post, uniqueEmail } from '../../../test/factories.js';

const t = useTestApp();

describe('changing the e-mail address', () => {
  it('takes effect only through the link sent to the new address, which unlinks Discord and Google', async () => {
    const user = await buildUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    await t.database.db.insert(identities).values([
      { userId: row!.id, provider: 'discord', providerUserId: `d-${row!.id}`, data: { username: 'ada' } },
      { userId: row!.id, provider: 'google', providerUserId: `g-${row!.id}`, data: { email: user.email } },
      { userId: row!.id, provider: 'twitch', providerUserId: `t-${row!.id}`, data: { displayName: 'Ada' } },
    ]);
    const next = uniqueEmail('new');
    const requested = await post(t, '/api/auth/request-email-change', { email: next.toUpperCase() }, user.token);
    expect(requested).toMatchObject({
      status: 200,
      body: { message: `Confirmation email sent to ${next}. The link expires in 24 hours.` },
    });
    const pending = await get(t, '/api/auth/verify', user.token);
    expect(pending.body).toMatchObject({
      user: { email: user.email, auth: { email: { hasPendingEmailChange: true, pendingChanges: { email: next } } } },
    });

    const link = await t.lastLink(next, 'email-change');
    expect(link).toContain('/confirm-email-change?token=');
    const confirmed = await post(t, '/api/auth/confirm-email-change', { token: tokenOf(link) });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Email changed successfully!' } });
    const after = await get(t, '/api/auth/verify', user.token);
    expect(after.body).toMatchObject({ user: { email: next, emailVerified: true, providers: ['email', 'twitch'] } });
    expect((await post(t, '/api/auth/login', { email: next, password: PASSWORD })).status).toBe(200);
    expect((await post(t, '/api/auth/confirm-email-change', { token: tokenOf(link) })).body).toMatchObject({
      error: 'This confirmation link has already been used',
      code: 'LINK_USED',
    });
  });

  it('refuses the current address, a taken one and a malformed one, with clear messages', async () => {
    const [user, other] = [await buildUser(t), await buildUser(t)];
    expect((await post(t, '/api/auth/request-email-change', { email: user.email }, user.token)).body).toMatchObject({
      error: 'This is already your email address',
      code: 'EMAIL_UNCHANGED',
    });
    expect(await post(t, '/api/auth/request-email-change', { email: other.email }, user.token)).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN_VERIFIED' },
    });
    expect((await post(t, '/api/auth/request-email-change', { email: 'nope' }, user.token)).body).toMatchObject({
      error: 'Please enter a valid email address',
    });
    expect((await post(t, '/api/auth/confirm-email-change', { token: 'forged' })).body).toMatchObject({
      error: 'Invalid confirmation link',
      code: 'LINK_INVALID',
    });
  });

  it('is refused to an observer', async () => {
    const user = await buildUser(t);
    const res = await post(t, '/api/auth/request-email-change', { email: uniqueEmail() }, await observerTokenFor(t, user.token!));
    expect(res.status).toBe(403);
  });
});
