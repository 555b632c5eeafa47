import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema.js';
import { buildUserWith2FA, codeFor, get, post } from '../../../test/factories.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

describe('the e-mail verification link of an account with two-factor on', () => {
  it('proves the address but signs in nobody: it answers the second step, whose code then opens the session', async () => {
    const user = await buildUserWith2FA(t);
    // An address not proved yet (as a Steam-first account's), whose link anyone may have re-sent a minute later.
    const [{ id } = { id: '' }] = await t.deps.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.email, user.email))
      .returning();
    await t.deps.db
      .update(oneTimeTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(oneTimeTokens.userId, id));
    expect((await post(t, '/api/auth/resend-verification', { email: user.email })).status).toBe(200);

    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(await t.lastLink(user.email, 'verification')) });
    expect(verified).toEqual({
      status: 200,
      body: { requires2FA: true, tempToken: expect.any(String), message: 'Email verified successfully!' },
    });
    const [row] = await t.deps.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, user.email));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect((await get(t, '/api/auth/verify', verified.body.tempToken as string)).status).toBe(401);

    const signedIn = await post(t, '/api/auth/2fa/verify-login', {
      tempToken: verified.body.tempToken,
      totpToken: codeFor(user.secret, 1),
    });
    expect(signedIn).toMatchObject({ status: 200, body: { token: expect.any(String), user: { email: user.email, emailVerified: true } } });
  });
});
