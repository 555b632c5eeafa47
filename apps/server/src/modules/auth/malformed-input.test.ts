import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, CARD_PATHS, NOTIFICATION_PATHS, WALLET_PATHS } from '@arcana/shared';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await buildUser(t)).token!;
});

const huge = 'x'.repeat(200_000);
const MALFORMED: Array<{ name: string; payload: string; contentType?: string }> = [
  { name: 'empty body', payload: '' },
  { name: 'not JSON', payload: '{"email":' },
  { name: 'JSON null', payload: 'null' },
  { name: 'array', payload: '[]' },
  { name: 'number', payload: '42' },
  { name: 'string', payload: '"hello"' },
  { name: 'empty object', payload: '{}' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 1,
      password: true,
      token: {},
      refreshToken: [],
      username: 5,
      newPassword: null,
      currentPassword: 7,
      tempToken: 9,
      provider: 3,
    }),
  },
  {
    name: 'huge strings',
    payload: JSON.stringify({
      email: huge,
      password: huge,
      token: huge,
      refreshToken: huge,
      username: huge,
      newPassword: huge,
      currentPassword: huge,
      tempToken: huge,
    }),
  },
  { name: 'nested objects', payload: JSON.stringify({ email: { $gt: '' }, password: { $ne: null }, token: { a: 1 } }) },
  { name: 'prototype pollution', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'form encoded', payload: 'email=a@b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
  { name: 'over the body limit', payload: JSON.stringify({ email: 'y'.repeat(1_100_000) }) },
];

const POST_ENDPOINTS = [
  ...Object.values(AUTH_PATHS).filter((path) => path !== AUTH_PATHS.verify && path !== AUTH_PATHS.tempTokenInfo),
  WALLET_PATHS.link,
  CARD_PATHS.collect,
  NOTIFICATION_PATHS.markReadByBody,
];

describe('malformed bodies', () => {
  it.each(POST_ENDPOINTS)('POST %s answers 4xx JSON to every malformed body', async (path) => {
    for (const body of MALFORMED) {
      for (const auth of [undefined, token]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: body.payload,
          headers: { 'content-type': body.contentType ?? 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        });
        const where = `${path} with ${body.name}${auth ? ' (logged in)' : ''}`;
        // logout accepts any body: it only ever ends the caller's session.
        if (path === AUTH_PATHS.logout && res.statusCode === 200) continue;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.json(), where).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      }
    }
  });

  it('ignores unknown fields, so they can never reach the account', async () => {
    const email = uniqueEmail();
    const extra = { isAdmin: true, isDeveloper: true, emailVerified: true };
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD, ...extra });
    expect(signup.status).toBe(200);
    const complete = await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername(), ...extra });
    expect(complete.body).toMatchObject({ requiresEmailVerification: true });
    const login = await post(t, '/api/auth/login', { email, password: PASSWORD, ...extra });
    expect(login.body.user).toMatchObject({ isAdmin: false, isDeveloper: false, emailVerified: false });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
