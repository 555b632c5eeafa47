// @databases pglite postgres: concurrency — hits at once never slip past the limit
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildUnverifiedUser, post, uniqueEmail } from '../../../test/factories.js';
import { createRateLimiter, subjectAndIp } from './rate-limit.service.js';

const t = useTestApp({
  rateLimits: {
    login: { max: 3, windowSeconds: 900 },
    signup: { max: 3, windowSeconds: 3600 },
    forgotPassword: { max: 2, windowSeconds: 3600 },
    resendVerification: { max: 10, windowSeconds: 3600 },
    twoFactor: { max: 10, windowSeconds: 900 },
    pictureUpload: { max: 3, windowSeconds: 3600 },
    collect: { max: 3, windowSeconds: 60 },
    apiKey: { max: 100, windowSeconds: 60 },
  },
});

describe('rate limits', () => {
  it('answers 429 with a Retry-After once an account has been tried too often', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await post(t, '/api/auth/login', { email, password: 'Wrong1234' })).status).toBe(401);
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong1234' } });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
  });

  it('limits forgot-password per address', async () => {
    const email = uniqueEmail();
    expect((await post(t, '/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await post(t, '/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await post(t, '/api/auth/forgot-password', { email })).status).toBe(429);
  });

  it('holds the 60 s resend cooldown on the server, saying in the body when the next mail may go', async () => {
    const user = await buildUnverifiedUser(t);
    const res = await post(t, '/api/auth/resend-verification', { email: user.email, provider: 'email' });
    expect(res).toMatchObject({ status: 429, body: { code: 'RESEND_COOLDOWN', retryAfterSeconds: expect.any(Number) } });
    const seconds = res.body.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.body.error).toBe(`Please wait ${seconds} seconds before requesting another email.`);
  });

  it('refuses a verification mail for an address already verified', async () => {
    const user = await buildUnverifiedUser(t);
    await t.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, user.email));
    expect(await post(t, '/api/auth/resend-verification', { email: user.email, provider: 'email' })).toMatchObject({
      status: 400,
      body: { code: 'EMAIL_ALREADY_VERIFIED' },
    });
  });

  it('counts in the database, so concurrent hits never slip past the limit', async () => {
    const limiter = createRateLimiter(t.deps.db);
    const rule = { max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => limiter.hit(subjectAndIp('concurrent', rule, 'one-account', `10.0.0.${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('counts a burst on one key together, each hit in its own place, with two limiters (instances) at once', async () => {
    const [one, other] = [createRateLimiter(t.deps.db), createRateLimiter(t.deps.db)];
    const key = [{ key: 'burst:one-account', max: 7, windowSeconds: 60 }];
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? one : other).hit(key)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const [row] = await t.deps.db.select().from(rateLimits).where(eq(rateLimits.key, 'burst:one-account'));
    expect(row!.hits).toBe(30);
    await expect(one.hit(key)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits one address across accounts at ten times the account limit', async () => {
    const limiter = createRateLimiter(t.deps.db);
    const rule = { max: 1, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => limiter.hit(subjectAndIp('per-ip', rule, `account-${i}`, '10.9.9.9'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });
});
