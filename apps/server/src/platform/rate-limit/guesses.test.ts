import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWith2FA, codeFor, PASSWORD, uniqueEmail } from '../../../test/factories.js';

const rule = (max: number) => ({ max, windowSeconds: 900 });
const t = useTestApp({
  rateLimits: {
    login: rule(3),
    signup: rule(2),
    forgotPassword: rule(100),
    resendVerification: rule(100),
    twoFactor: rule(3),
    pictureUpload: rule(100),
    collect: rule(100),
    apiKey: rule(100),
  },
});

/** A request from a given client address (as the socket's peer, no proxy in between). */
async function from(ip: string, url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  return res.statusCode;
}

const login = (ip: string, email: string, password: string) => from(ip, '/api/auth/login', { email, password });

describe('login failures', () => {
  it('are counted per (e-mail, address): someone else’s failures never refuse the owner’s right password', async () => {
    const owner = await buildUser(t);
    for (let i = 0; i < 3; i++) expect(await login('203.0.113.7', owner.email, 'Wrong1234')).toBe(401);
    expect(await login('203.0.113.7', owner.email, PASSWORD)).toBe(429);
    expect(await login('198.51.100.1', owner.email, PASSWORD)).toBe(200);
  });

  it('do not count a right password, so the owner is never refused for logging in often', async () => {
    const owner = await buildUser(t);
    for (let i = 0; i < 5; i++) expect(await login('198.51.100.2', owner.email, PASSWORD)).toBe(200);
  });

  it('stop a guess spread over many addresses at a ceiling ten times higher', async () => {
    const email = uniqueEmail('target');
    for (let n = 0; n < 10; n++) for (let i = 0; i < 3; i++) await login(`192.0.2.${n}`, email, 'Wrong1234');
    expect(await login('192.0.2.200', email, 'Wrong1234')).toBe(429);
  });

  it('never let one’s own right logins pay for guesses at other accounts (spraying from one address)', async () => {
    const mine = await buildUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      statuses.push(await login('203.0.113.99', uniqueEmail('sprayed'), 'Wrong1234'));
      await login('203.0.113.99', mine.email, PASSWORD);
    }
    // The address's ceiling over all accounts is ten times the login limit (30 attempts here), right ones included.
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(401));
    expect(statuses[15]).toBe(429);
  });
});

describe('two-factor codes', () => {
  it('are counted per (account, address): a token thief’s wrong codes never refuse the owner’s code', async () => {
    const owner = await buildUserWith2FA(t);
    const guess = (ip: string, totpToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reauthenticate',
        payload: { totpToken },
        headers: { authorization: `Bearer ${owner.token}` },
        remoteAddress: ip,
      });
    const wrong = codeFor(owner.secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await guess('203.0.113.66', wrong)).statusCode).toBe(400);
    expect((await guess('203.0.113.66', wrong)).statusCode).toBe(429);
    expect((await guess('198.51.100.66', codeFor(owner.secret, 1))).statusCode).toBe(200);
  });
});

describe('signup', () => {
  it('is limited per e-mail and per address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 2; i++) expect(await from(`198.18.0.${i}`, '/api/auth/signup', { email, password: PASSWORD })).toBe(200);
    expect(await from('198.18.0.9', '/api/auth/signup', { email, password: PASSWORD })).toBe(429);
    for (let i = 0; i < 20; i++) await from('198.18.1.1', '/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
    expect(await from('198.18.1.1', '/api/auth/signup', { email: uniqueEmail(), password: PASSWORD })).toBe(429);
  });
});

describe('behind a proxy', () => {
  it('never trusts an X-Forwarded-For entry the client wrote: with one hop, the proxy’s own entry is the address', async () => {
    const behind = await createTestApp({ trustProxy: 1, rateLimits: t.deps.config.rateLimits });
    try {
      const owner = await buildUser(behind);
      // The attacker writes a fresh address at the left of every request; the proxy appends the real one.
      const attempt = (forged: string, password: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password },
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.50` },
          remoteAddress: '10.0.0.2',
        });
      for (let i = 0; i < 3; i++) expect((await attempt(`1.1.1.${i}`, 'Wrong1234')).statusCode).toBe(401);
      expect((await attempt('1.1.1.99', 'Wrong1234')).statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});
