import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, mailOutbox, sessions, users } from '../../db/schema.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWith2FA, codeFor, get, PASSWORD, post } from '../../../test/factories.js';
import { createSessionService } from '../sessions/index.js';

const t = useTestApp({ rateLimits: { ...baseLimits(), login: { max: 3, windowSeconds: 900 } } });

function baseLimits() {
  const rule = { max: 100, windowSeconds: 900 };
  return {
    login: rule,
    signup: rule,
    forgotPassword: rule,
    resendVerification: rule,
    twoFactor: rule,
    pictureUpload: rule,
    collect: rule,
    apiKey: rule,
  };
}

const mailsTo = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n ?? 0;

/** Every action that could hand the account to someone else, as one call each. */
const SENSITIVE: Array<[string, Record<string, unknown> | undefined]> = [
  ['/api/auth/request-email-change', { email: 'someone-else@example.com' }],
  ['/api/auth/2fa/setup', undefined],
  ['/api/auth/2fa/verify', { token: '123456' }],
  ['/api/auth/2fa/backup-codes', undefined],
  ['/api/auth/2fa/disable', { password: PASSWORD }],
  ['/api/auth/unlink-wallet', undefined],
  ['/api/auth/request-account-deletion', undefined],
  ['/api/auth/set-password', { newPassword: 'Fresh1234' }],
];

/** Moves the session's last proof of presence back in time. */
const ageProof = (token: string, seconds: number) =>
  t.deps.tokens.verifyAccess(token).then(({ sid }) =>
    t.deps.db
      .update(sessions)
      .set({ reauthenticatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(sessions.id, sid)),
  );

describe('sudo mode: sensitive actions need a recent proof of presence', () => {
  it('refuses every sensitive action to a session opened by an e-mail link, changing nothing and sending no mail', async () => {
    const user = await buildUser(t, { linkSession: true });
    const mailsBefore = await mailsTo(user.email);
    for (const [url, body] of SENSITIVE) {
      expect(await post(t, url, body, user.token), url).toMatchObject({ status: 403, body: { code: 'REAUTH_REQUIRED' } });
    }
    expect(await mailsTo(user.email)).toBe(mailsBefore);
    expect(await mailsTo('someone-else@example.com')).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ totpSecret: null, email: user.email });
  });

  it('does not count a refresh as a proof, and closes again when the window has passed', async () => {
    const user = await buildUser(t, { linkSession: true });
    const refreshed = await post(t, '/api/auth/refresh', { refreshToken: user.refreshToken });
    expect((await post(t, '/api/auth/2fa/setup', undefined, refreshed.body.token as string)).body.code).toBe('REAUTH_REQUIRED');

    const signedIn = await buildUser(t);
    expect((await post(t, '/api/auth/2fa/setup', undefined, signedIn.token)).status).toBe(200);
    await ageProof(signedIn.token, 601);
    expect((await post(t, '/api/auth/2fa/setup', undefined, signedIn.token)).body.code).toBe('REAUTH_REQUIRED');
  });

  it('opens them for REAUTH_WINDOW_S after the password, in this session only', async () => {
    const user = await buildUser(t, { linkSession: true });
    const { sub } = await t.deps.tokens.verifyAccess(user.token);
    const other = await createSessionService(t.deps).start(sub, { ip: '127.0.0.1', userAgent: 'another browser' }, { proven: false });
    const proof = await post(t, '/api/auth/reauthenticate', { password: PASSWORD }, user.token);
    expect(proof).toMatchObject({ status: 200, body: { reauthenticatedUntil: expect.any(String) } });
    const until = Date.parse(proof.body.reauthenticatedUntil as string);
    expect(until - Date.now()).toBeGreaterThan(590_000);
    expect(until - Date.now()).toBeLessThanOrEqual(600_000);
    expect((await post(t, '/api/auth/request-account-deletion', undefined, user.token)).status).toBe(200);
    expect((await post(t, '/api/auth/request-account-deletion', undefined, other.token)).body.code).toBe('REAUTH_REQUIRED');
  });

  it('takes a code from the authenticator app or a backup code when two-factor is on', async () => {
    const user = await buildUserWith2FA(t);
    await ageProof(user.token, 601);
    expect((await post(t, '/api/auth/2fa/backup-codes', undefined, user.token)).body.code).toBe('REAUTH_REQUIRED');
    expect((await post(t, '/api/auth/reauthenticate', { totpToken: codeFor(user.secret, 1) }, user.token)).status).toBe(200);
    const regenerated = await post(t, '/api/auth/2fa/backup-codes', undefined, user.token);
    expect(regenerated.status).toBe(200);
    await ageProof(user.token, 601);
    const backupCode = (regenerated.body.backupCodes as string[])[0];
    expect((await post(t, '/api/auth/reauthenticate', { backupCode }, user.token)).status).toBe(200);
    expect((await get(t, '/api/auth/2fa/status', user.token)).body.backupCodesLeft).toBe(9);
    // A wrong code is an answer, not a logout.
    expect(await post(t, '/api/auth/reauthenticate', { backupCode }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_BACKUP_CODE' },
    });
    expect(await post(t, '/api/auth/reauthenticate', { totpToken: '000000' }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_TWO_FACTOR_CODE' },
    });
  });

  it('answers a wrong password 400 (not a logout), and limits wrong passwords like login', async () => {
    const user = await buildUser(t, { linkSession: true });
    for (let i = 0; i < 3; i++) {
      expect(await post(t, '/api/auth/reauthenticate', { password: 'Wrong1234' }, user.token)).toMatchObject({
        status: 400,
        body: { code: 'WRONG_PASSWORD' },
      });
    }
    expect(await post(t, '/api/auth/reauthenticate', { password: PASSWORD }, user.token)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    // Change-password counts with the same counter: its guesses are refused too.
    const change = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh1234' }, user.token);
    expect(change.status).toBe(429);
  });

  it('confirms an account with neither a password nor two-factor by a link to its verified address', async () => {
    const user = await buildUser(t, { linkSession: true });
    // Such an account signs in with a provider; here its password is simply taken away.
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, user.email));
    expect(await post(t, '/api/auth/reauthenticate', { password: PASSWORD }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'PASSWORD_NOT_SET' },
    });
    expect(await post(t, '/api/auth/reauthenticate', { totpToken: '123456' }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'TWO_FACTOR_NOT_ENABLED' },
    });
    const sent = await post(t, '/api/auth/reauthenticate/email', undefined, user.token);
    expect(sent).toMatchObject({ status: 200, body: { message: expect.stringContaining(user.email) } });
    const link = await t.lastLink(user.email, 'reauthentication');
    expect(link).toContain('/confirm-reauthentication?token=');
    // Opened anywhere, signed in or not: it opens the session that asked.
    expect((await post(t, '/api/auth/reauthenticate/confirm', { token: tokenOf(link) })).status).toBe(200);
    expect(await post(t, '/api/auth/reauthenticate/confirm', { token: tokenOf(link) })).toMatchObject({
      status: 400,
      body: { code: 'LINK_USED' },
    });
    expect((await post(t, '/api/auth/request-account-deletion', undefined, user.token)).status).toBe(200);
  });

  it('refuses the e-mail link without a verified address, and its confirmation once its session has ended', async () => {
    const user = await buildUser(t, { linkSession: true });
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, user.email));
    await post(t, '/api/auth/reauthenticate/email', undefined, user.token);
    const link = await t.lastLink(user.email, 'reauthentication');
    await post(t, '/api/auth/logout', { refreshToken: user.refreshToken }, user.token);
    expect(await post(t, '/api/auth/reauthenticate/confirm', { token: tokenOf(link) })).toMatchObject({
      status: 400,
      body: { code: 'SESSION_ENDED' },
    });

    const unverified = await buildUser(t);
    await t.deps.db.update(users).set({ passwordHash: null, emailVerifiedAt: null }).where(eq(users.email, unverified.email));
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, unverified.email));
    // A login provider keeps the account usable though its address is unverified.
    await t.deps.db.insert(identities).values({ userId: row!.id, provider: 'twitch', providerUserId: `t-${row!.id}` });
    expect(await post(t, '/api/auth/reauthenticate/email', undefined, unverified.token)).toMatchObject({
      status: 400,
      body: { code: 'VERIFIED_EMAIL_REQUIRED' },
    });
  });

  it('opens nothing after a password change: the session that changed it may be the one someone else holds', async () => {
    const user = await buildUser(t, { linkSession: true });
    const changed = await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh123' }, user.token);
    expect(changed.status).toBe(200);
    expect((await post(t, '/api/auth/2fa/setup', undefined, user.token)).body.code).toBe('REAUTH_REQUIRED');
  });

  it('keeps the e-mail link for accounts that have a password or a code', async () => {
    const user = await buildUser(t, { linkSession: true });
    expect(await post(t, '/api/auth/reauthenticate/email', undefined, user.token)).toMatchObject({
      status: 400,
      body: { code: 'REAUTH_SECRET_REQUIRED' },
    });
  });

  it('lets no access token alone add a way in: setting a password needs the proof too', async () => {
    const user = await buildUser(t, { linkSession: true });
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, user.email));
    expect((await post(t, '/api/auth/set-password', { newPassword: 'Taken123' }, user.token)).body.code).toBe('REAUTH_REQUIRED');
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'Taken123' })).status).toBe(401);
  });
});
