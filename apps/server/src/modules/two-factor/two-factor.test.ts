// @databases pglite postgres: concurrency — two uses of one temporary token at once
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWith2FA, codeFor, get, observerTokenFor, PASSWORD, post } from '../../../test/factories.js';
import { TRUSTED_DEVICE_COOKIE } from './trusted-devices.js';

const t = useTestApp();

async function login(app: TestApp, email: string, cookie?: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    cookies: cookie ? { [TRUSTED_DEVICE_COOKIE]: cookie } : {},
  });
  return res.json() as { token?: string; requires2FA?: boolean; tempToken?: string };
}

async function verifyLogin(app: TestApp, body: Record<string, unknown>) {
  const res = await app.app.inject({ method: 'POST', url: '/api/auth/2fa/verify-login', payload: body });
  const cookie = res.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE);
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, cookie };
}

const userWith2FA = (app: TestApp = t) => buildUserWith2FA(app);

describe('two-factor setup', () => {
  it('returns a QR image, the secret and ten backup codes, and keeps the secret encrypted at rest', async () => {
    const user = await buildUser(t);
    const setup = await post(t, '/api/auth/2fa/setup', undefined, user.token);
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.backupCodes).toHaveLength(10);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(setup.body.secret as string);
    expect((await get(t, '/api/auth/2fa/status', user.token)).body).toMatchObject({ enabled: false, verifiedAt: null });
  });

  it('enables only with a right code, then shows in the status and the user', async () => {
    const user = await buildUser(t);
    expect(await post(t, '/api/auth/2fa/verify', { token: '123456' }, user.token)).toMatchObject({
      status: 400,
      body: { code: 'TWO_FACTOR_SETUP_REQUIRED' },
    });
    const { body } = await post(t, '/api/auth/2fa/setup', undefined, user.token);
    const wrong = await post(
      t,
      '/api/auth/2fa/verify',
      { token: '000000' === codeFor(body.secret as string) ? '111111' : '000000' },
      user.token,
    );
    expect(wrong).toMatchObject({ status: 400, body: { code: 'INVALID_TWO_FACTOR_CODE', error: 'Invalid verification code' } });
    expect((await post(t, '/api/auth/2fa/verify', { token: '12ab56' }, user.token)).body.error).toBe('Please enter a 6-digit code');
    expect((await post(t, '/api/auth/2fa/verify', { token: codeFor(body.secret as string) }, user.token)).status).toBe(200);
    const status = await get(t, '/api/auth/2fa/status', user.token);
    expect(status.body).toMatchObject({ enabled: true, lastUsedAt: expect.any(String), backupCodesLeft: 10 });
    expect(Date.parse(status.body.verifiedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { has2FA: true } });
    expect(await post(t, '/api/auth/2fa/setup', undefined, user.token)).toMatchObject({
      status: 409,
      body: { code: 'TWO_FACTOR_ALREADY_ENABLED' },
    });
  });

  it('is refused to an observer', async () => {
    const user = await buildUser(t);
    const res = await post(t, '/api/auth/2fa/setup', undefined, await observerTokenFor(t, user.token!));
    expect(res).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
  });
});

describe('login with two-factor', () => {
  it('asks for the second step, whose token opens nothing else, then logs in with a code', async () => {
    const user = await userWith2FA();
    const first = await login(t, user.email);
    expect(first).toEqual({ requires2FA: true, tempToken: expect.any(String) });
    expect((await get(t, '/api/auth/verify', first.tempToken)).status).toBe(401);
    expect((await verifyLogin(t, { tempToken: user.token, totpToken: codeFor(user.secret, 1) })).status).toBe(401);
    const second = await verifyLogin(t, { tempToken: first.tempToken, totpToken: codeFor(user.secret, 1) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), user: { email: user.email } });
    expect(second.cookie).toBeUndefined();
    expect((await get(t, '/api/auth/verify', second.body.token as string)).status).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const user = await userWith2FA();
    const { tempToken } = await login(t, user.email);
    // The code that enabled two-factor, played again (the very code: the clock may have moved to the next step since).
    const replay = await verifyLogin(t, { tempToken, totpToken: user.enablingCode });
    expect(replay).toMatchObject({ status: 400, body: { error: 'Invalid verification code', code: 'INVALID_TWO_FACTOR_CODE' } });
    const next = codeFor(user.secret, 1);
    expect((await verifyLogin(t, { tempToken, totpToken: next })).status).toBe(200);
    expect((await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, totpToken: next })).status).toBe(400);
  });

  it('refuses a temporary token that already completed a login before it spends the code sent with it', async () => {
    const user = await userWith2FA();
    const { tempToken } = await login(t, user.email);
    expect((await verifyLogin(t, { tempToken, backupCode: user.backupCodes[0] })).status).toBe(200);
    const replays = [{ backupCode: user.backupCodes[1] }, { totpToken: codeFor(user.secret, 1) }];
    for (const proof of replays) {
      expect(await verifyLogin(t, { tempToken, ...proof })).toMatchObject({ status: 401, body: { code: 'TEMP_TOKEN_USED' } });
    }
    expect((await get(t, '/api/auth/2fa/status', user.token)).body.backupCodesLeft).toBe(9);
    // Neither factor was spent by the replays: each still signs in once.
    for (const proof of replays)
      expect((await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, ...proof })).status).toBe(200);
  });

  it('lets one of two simultaneous uses of a temporary token in, and spends only that one’s backup code', async () => {
    const user = await userWith2FA();
    const { tempToken } = await login(t, user.email);
    const answers = await Promise.all(user.backupCodes.slice(0, 2).map((backupCode) => verifyLogin(t, { tempToken, backupCode })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect((await get(t, '/api/auth/2fa/status', user.token)).body.backupCodesLeft).toBe(9);
  });

  it('takes each backup code once, whatever its case and spacing', async () => {
    const user = await userWith2FA();
    const code = user.backupCodes[0]!;
    const typed = code.toLowerCase().replaceAll('-', ' ');
    expect((await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, backupCode: typed })).status).toBe(200);
    const again = await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, backupCode: code });
    expect(again).toMatchObject({ status: 400, body: { error: 'Invalid backup code', code: 'INVALID_BACKUP_CODE' } });
    expect((await get(t, '/api/auth/2fa/status', user.token)).body.backupCodesLeft).toBe(9);
  });

  it('regenerating replaces every backup code', async () => {
    const user = await userWith2FA();
    const regenerated = await post(t, '/api/auth/2fa/backup-codes', undefined, user.token);
    const fresh = regenerated.body.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, backupCode: user.backupCodes[1] })).status).toBe(400);
    expect((await verifyLogin(t, { tempToken: (await login(t, user.email)).tempToken, backupCode: fresh[1] })).status).toBe(200);
  });

  it('a trusted device skips the step for 30 days, until two-factor is turned off', async () => {
    const user = await userWith2FA();
    const trusted = await verifyLogin(t, {
      tempToken: (await login(t, user.email)).tempToken,
      backupCode: user.backupCodes[0],
      trustDevice: true,
    });
    expect(trusted.cookie).toMatchObject({ httpOnly: true, path: '/api', maxAge: 30 * 24 * 3600 });
    const cookie = trusted.cookie!.value;
    expect(await login(t, user.email, cookie)).toMatchObject({ token: expect.any(String) });
    expect(await login(t, user.email, 'forged')).toMatchObject({ requires2FA: true });

    expect((await post(t, '/api/auth/2fa/disable', { password: 'Wrong1234' }, user.token)).body).toMatchObject({
      error: 'Incorrect password',
      code: 'WRONG_PASSWORD',
    });
    expect((await post(t, '/api/auth/2fa/disable', {}, user.token)).body).toMatchObject({ error: 'Password is required' });
    const { tempToken } = await login(t, user.email);
    expect((await post(t, '/api/auth/2fa/disable', { password: PASSWORD }, user.token)).status).toBe(200);
    expect(await login(t, user.email)).toMatchObject({ token: expect.any(String) });
    // A second step begun before two-factor was turned off has nothing left to check.
    expect(await verifyLogin(t, { tempToken, backupCode: user.backupCodes[1] })).toMatchObject({
      status: 401,
      body: { code: 'TWO_FACTOR_NOT_ENABLED' },
    });
    expect((await post(t, '/api/auth/2fa/backup-codes', undefined, user.token)).body).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });

    const setup = await post(t, '/api/auth/2fa/setup', undefined, user.token);
    await post(t, '/api/auth/2fa/verify', { token: codeFor(setup.body.secret as string) }, user.token);
    expect(await login(t, user.email, cookie)).toMatchObject({ requires2FA: true });
  });

  it('changing the password forgets trusted devices too', async () => {
    const user = await userWith2FA();
    const { cookie } = await verifyLogin(t, {
      tempToken: (await login(t, user.email)).tempToken,
      backupCode: user.backupCodes[0],
      trustDevice: true,
    });
    await post(t, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Changed12' }, user.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Changed12' },
      cookies: { [TRUSTED_DEVICE_COOKIE]: cookie!.value },
    });
    expect(res.json()).toMatchObject({ requires2FA: true });
  });

  it('limits attempts at the second step', async () => {
    const limited = await createTestApp({ rateLimits: { ...t.deps.config.rateLimits, twoFactor: { max: 3, windowSeconds: 900 } } });
    try {
      const user = await userWith2FA(limited);
      const { tempToken } = await login(limited, user.email);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await verifyLogin(limited, { tempToken, backupCode: `WRONG-${i}` })).status);
      // Only wrong codes count: the right one that enabled two-factor was taken back.
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
