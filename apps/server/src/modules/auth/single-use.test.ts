import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUserWith2FA, codeFor, get, PASSWORD, post } from '../../../test/factories.js';

const t = useTestApp();

const sign = (claims: Record<string, unknown>, audience: string, subject: string, expires: boolean) => {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('arcana').setAudience(audience).setSubject(subject);
  return (expires ? jwt.setExpirationTime('5m') : jwt).sign(new TextEncoder().encode(t.deps.config.jwtSecret));
};

describe('what was used is retired', () => {
  it('lets a 2FA temporary token complete one login only, whichever second factor is tried again', async () => {
    const user = await buildUserWith2FA(t);
    const { tempToken } = (await post(t, '/api/auth/login', { email: user.email, password: PASSWORD })).body;
    const first = await post(t, '/api/auth/2fa/verify-login', { tempToken, backupCode: user.backupCodes[0] });
    expect(first.status).toBe(200);
    const again = await post(t, '/api/auth/2fa/verify-login', { tempToken, backupCode: user.backupCodes[1] });
    expect(again).toMatchObject({ status: 401, body: { code: 'TEMP_TOKEN_USED' } });
    const withCode = await post(t, '/api/auth/2fa/verify-login', { tempToken, totpToken: codeFor(user.secret, 1) });
    expect(withCode.status).toBe(401);
  });

  it('refuses an access token without an expiry, even one signed with the right key', async () => {
    const user = await buildUserWith2FA(t);
    const { sub, sid } = await t.deps.tokens.verifyAccess(user.token);
    expect((await get(t, '/api/auth/verify', await sign({ sid }, 'access', sub, true))).status).toBe(200);
    expect(await get(t, '/api/auth/verify', await sign({ sid }, 'access', sub, false))).toMatchObject({
      status: 401,
      body: { code: 'INVALID_TOKEN' },
    });
  });

  it('refuses a temporary token without an expiry or an id', async () => {
    const user = await buildUserWith2FA(t);
    const { sub } = await t.deps.tokens.verifyAccess(user.token);
    for (const tempToken of [await sign({ jti: 'x' }, 'temp:2fa', sub, false), await sign({}, 'temp:2fa', sub, true)]) {
      expect((await post(t, '/api/auth/2fa/verify-login', { tempToken, backupCode: user.backupCodes[2] })).status).toBe(401);
    }
  });
});
