// @databases pglite postgres: transactions — a failed step leaves nothing behind
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWith2FA, codeFor, get, PASSWORD, post } from '../../../test/factories.js';
import { refuseWrites, userIdOf } from '../../../test/refused-writes.js';

const t = useTestApp();

describe('two-factor changes are all or nothing', () => {
  it('keeps two-factor, its backup codes and trusted devices when turning it off fails at the last step', async () => {
    const user = await buildUserWith2FA(t);
    const allow = await refuseWrites(t, 'trusted_devices', 'DELETE', `OLD.user_id = '${await userIdOf(t, user.email)}'`);
    // A trusted device to forget, so the last step has a row to delete.
    const { tempToken } = (await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).body;
    await post(t, '/api/auth/2fa/verify-login', { tempToken, backupCode: user.backupCodes[0], trustDevice: true });
    try {
      expect((await post(t, '/api/auth/2fa/disable', { password: PASSWORD }, user.token)).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/2fa/status', user.token)).body).toMatchObject({ enabled: true, backupCodesLeft: 9 });
    expect((await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).body).toMatchObject({ requires2FA: true });
  });

  it('does not spend the code when turning two-factor on fails', async () => {
    const user = await buildUser(t);
    const { secret } = (await post(t, '/api/auth/2fa/setup', undefined, user.token)).body as { secret: string };
    const allow = await refuseWrites(
      t,
      'users',
      'UPDATE',
      `OLD.id = '${await userIdOf(t, user.email)}' and NEW.totp_enabled_at is not null and OLD.totp_enabled_at is null`,
    );
    const code = codeFor(secret);
    try {
      expect((await post(t, '/api/auth/2fa/verify', { token: code }, user.token)).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await get(t, '/api/auth/2fa/status', user.token)).body).toMatchObject({ enabled: false });
    expect((await post(t, '/api/auth/2fa/verify', { token: code }, user.token)).status).toBe(200);
  });

  it('stores no secret when setup cannot store its backup codes', async () => {
    const user = await buildUser(t);
    const allow = await refuseWrites(t, 'backup_codes', 'INSERT', `NEW.user_id = '${await userIdOf(t, user.email)}'`);
    try {
      expect((await post(t, '/api/auth/2fa/setup', undefined, user.token)).status).toBe(500);
    } finally {
      await allow();
    }
    // Without a secret there is nothing to verify a code against.
    expect((await post(t, '/api/auth/2fa/verify', { token: '123456' }, user.token)).body).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
    });
  });
});
