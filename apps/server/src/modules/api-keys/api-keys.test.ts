// @databases pglite postgres: locks — keys are counted under the project's row lock, against concurrent requests
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEY_LIMITS, API_KEY_PATHS, API_V1_PATHS, INTEGRATOR_MESSAGES, PROJECT_MESSAGES } from '@arcana/shared';
import { ZApiKey, ZApiKeyList, ZNewApiKey, type TApiKey } from '@arcana/shared/schemas';
import { apiKeys, auditLog, projects, rateLimits, sessions } from '../../db/schema.js';
import { createLogger } from '../../logger.js';
import { buildAdmin, buildUser, buildUserWith2FA, get, observerTokenFor } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const { api, send, creatorWithCollection, makeKey, v1 } = integratorHelpers(t);

const keysOf = (projectId: string) => api(API_KEY_PATHS.keys, { projectId });
const keyAt = (projectId: string, keyId: string) => api(API_KEY_PATHS.key, { projectId, keyId });
const rotateAt = (projectId: string, keyId: string) => api(API_KEY_PATHS.rotate, { projectId, keyId });
const playerOf = (playerId: string) => API_V1_PATHS.player.replace(':playerId', playerId);
const idOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;
const keyCount = async (projectId: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(eq(apiKeys.projectId, projectId))
  )[0]!.n;

describe('a project’s keys', () => {
  it('are made by its creator, shown once, listed by prefix, stored hashed, and each act is audited', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const live = await makeKey(creator.token, projectId, { name: '  Game server  ', scopes: ['draws:grant', 'players:link'] });
    expect(live.secret).toMatch(/^ak_live_[A-Za-z0-9_-]{43}$/);
    expect(live.key).toMatchObject({ name: 'Game server', mode: 'live', scopes: ['draws:grant', 'players:link'], lastUsedAt: null });
    expect(live.key.prefix).toBe(live.secret.slice(0, 'ak_live_'.length + API_KEY_LIMITS.shownChars));
    const test = await makeKey(creator.token, projectId, { name: 'Staging', mode: 'test', scopes: ['draws:read'] });
    expect(test.secret).toMatch(/^ak_test_/);

    const listed = await get(t, keysOf(projectId), creator.token);
    expect(listed.status).toBe(200);
    const keys = ZApiKeyList.parse(listed.body);
    expect(keys.map((key) => key.name)).toEqual(['Staging', 'Game server']);
    // The secret is never answered again, nor stored.
    expect(JSON.stringify(listed.body)).not.toContain(live.secret.slice(12));
    const [stored] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, live.key.id));
    expect(JSON.stringify(stored)).not.toContain(live.secret.slice(12));

    expect((await send('DELETE', keyAt(projectId, test.key.id), creator.token)).body).toEqual({ message: INTEGRATOR_MESSAGES.revoked });
    const rotated = await send('POST', rotateAt(projectId, live.key.id), creator.token, { graceHours: 24 });
    expect(rotated.status).toBe(201);
    const trail = await t.deps.db
      .select({ action: auditLog.action, meta: auditLog.meta })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, await idOf(creator.token)), like(auditLog.action, 'apiKey.%')));
    expect(trail.map((row) => [row.action, (row.meta as { keyId: string }).keyId])).toEqual(
      expect.arrayContaining([
        ['apiKey.create', live.key.id],
        ['apiKey.create', test.key.id],
        ['apiKey.revoke', test.key.id],
        ['apiKey.rotate', live.key.id],
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain('ak_live_');
  });

  it('refuse bad input, strangers, observers and a session without a recent proof, storing nothing', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', mode: 'live', scopes: ['draws:grant'] }, 'name'],
      [{ name: 'x'.repeat(API_KEY_LIMITS.nameMax + 1), mode: 'live', scopes: ['draws:grant'] }, 'name'],
      [{ name: 'Server', mode: 'prod', scopes: ['draws:grant'] }, 'mode'],
      [{ name: 'Server', mode: 'live', scopes: [] }, 'scopes'],
      [{ name: 'Server', mode: 'live', scopes: ['draws:grant', 'draws:grant'] }, 'scopes'],
      [{ name: 'Server', mode: 'live', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'Server', mode: 'live', scopes: ['draws:grant'], owner: 'me' }, ''],
    ];
    for (const [body, field] of refusals) {
      const refused = await send('POST', keysOf(projectId), creator.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      if (field) expect(refused.body.field).toBe(field);
    }
    const stranger = await buildUserWith2FA(t);
    expect((await send('POST', keysOf(projectId), stranger.token, { name: 'Mine', mode: 'live', scopes: ['draws:grant'] })).body.code).toBe(
      'NOT_YOUR_PROJECT',
    );
    expect((await get(t, keysOf(projectId), stranger.token)).body.code).toBe('NOT_YOUR_PROJECT');

    const made = await makeKey(creator.token, projectId);
    const observer = await observerTokenFor(t, creator.token, await buildAdmin(t));
    expect((await get(t, keysOf(projectId), observer)).body.code).toBe('OBSERVER_READ_ONLY');
    expect((await send('POST', keysOf(projectId), observer, { name: 'Spy', mode: 'live', scopes: ['draws:read'] })).body.code).toBe(
      'OBSERVER_READ_ONLY',
    );
    expect((await send('DELETE', keyAt(projectId, made.key.id), observer)).body.code).toBe('OBSERVER_READ_ONLY');

    await t.deps.db
      .update(sessions)
      .set({ reauthenticatedAt: null })
      .where(eq(sessions.userId, await idOf(creator.token)));
    const needsProof = { status: 403, body: expect.objectContaining({ code: 'REAUTH_REQUIRED' }) };
    expect(await send('POST', keysOf(projectId), creator.token, { name: 'Late', mode: 'live', scopes: ['draws:read'] })).toMatchObject(
      needsProof,
    );
    expect(await send('POST', rotateAt(projectId, made.key.id), creator.token, { graceHours: 0 })).toMatchObject(needsProof);
    expect(await send('DELETE', keyAt(projectId, made.key.id), creator.token)).toMatchObject(needsProof);
    expect(await keyCount(projectId)).toBe(1);
    // Reading them needs no proof.
    expect((await get(t, keysOf(projectId), creator.token)).status).toBe(200);
  });

  it('are made, rotated and revoked only with a verified e-mail and two-factor on, as projects are, storing nothing', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const made = await makeKey(creator.token, projectId);
    // The project passes to an account without two-factor.
    const plain = await buildUser(t);
    const plainId = await idOf(plain.token);
    await t.deps.db.update(projects).set({ ownerId: plainId }).where(eq(projects.id, projectId));
    const attempts = () => [
      send('POST', keysOf(projectId), plain.token, { name: 'Mine', mode: 'live', scopes: ['draws:grant'] }),
      send('POST', rotateAt(projectId, made.key.id), plain.token, { graceHours: 0 }),
      send('DELETE', keyAt(projectId, made.key.id), plain.token),
    ];
    for (const refused of await Promise.all(attempts()))
      expect(refused).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED', error: PROJECT_MESSAGES.creatorNeedsTwoFactor } });
    expect(await keyCount(projectId)).toBe(1);
    const [key] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, made.key.id));
    expect(key).toMatchObject({ revokedAt: null, expiresAt: null, replacedById: null });
    // Reading them stays open to the project's owner: it shows no secret.
    expect((await get(t, keysOf(projectId), plain.token)).status).toBe(200);
  });

  it('are at most a number per project, not counting revoked ones', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const made: TApiKey[] = [];
    for (let i = 0; i < API_KEY_LIMITS.perProject; i += 1) made.push((await makeKey(creator.token, projectId, { name: `Key ${i}` })).key);
    const over = await send('POST', keysOf(projectId), creator.token, { name: 'One more', mode: 'live', scopes: ['draws:read'] });
    expect(over).toMatchObject({ status: 409, body: { code: 'TOO_MANY_API_KEYS', error: INTEGRATOR_MESSAGES.tooManyKeys } });
    await send('DELETE', keyAt(projectId, made[0]!.id), creator.token);
    await makeKey(creator.token, projectId, { name: 'In its place' });
  });
});

describe('the keys in force', () => {
  const inForce = async (projectId: string) =>
    (
      await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.projectId, projectId), sql`${apiKeys.revokedAt} is null`, sql`coalesce(${apiKeys.expiresAt} > now(), true)`))
    )[0]!.n;
  const make = (token: string, projectId: string, name: string) =>
    send('POST', keysOf(projectId), token, { name, mode: 'live', scopes: ['draws:read'] });

  it('count a rotated key in its grace, and are counted under a lock: concurrent requests never pass the limit', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const createdBy = await idOf(creator.token);
    const seeded = await t.deps.db
      .insert(apiKeys)
      .values(
        Array.from({ length: API_KEY_LIMITS.perProject - 2 }, (_, i) => ({
          projectId,
          name: `Seeded ${i}`,
          mode: 'live',
          scopes: ['draws:read'],
          prefix: 'ak_live_seed',
          secretHash: `seed-${projectId}-${i}`,
          createdBy,
        })),
      )
      .returning({ id: apiKeys.id });
    const kept = await makeKey(creator.token, projectId, { name: 'Kept' });

    // One place left: of concurrent makings, one fits.
    const made = await Promise.all([0, 1, 2, 3].map((i) => make(creator.token, projectId, `Racer ${i}`)));
    expect(made.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await inForce(projectId)).toBe(API_KEY_LIMITS.perProject);

    // Full: a rotation whose old key keeps working would hold one more; one that stops it at once holds none.
    expect(await send('POST', rotateAt(projectId, kept.key.id), creator.token, { graceHours: 24 })).toMatchObject({
      status: 409,
      body: { code: 'TOO_MANY_API_KEYS', error: INTEGRATOR_MESSAGES.tooManyKeysToRotate },
    });
    expect(await inForce(projectId)).toBe(API_KEY_LIMITS.perProject);
    expect((await send('POST', rotateAt(projectId, kept.key.id), creator.token, { graceHours: 0 })).status).toBe(201);
    expect(await inForce(projectId)).toBe(API_KEY_LIMITS.perProject);

    // One place left again: of concurrent rotations in grace, one fits.
    expect((await send('DELETE', keyAt(projectId, seeded[0]!.id), creator.token)).status).toBe(200);
    const rotated = await Promise.all(
      seeded.slice(1, 4).map(({ id }) => send('POST', rotateAt(projectId, id), creator.token, { graceHours: 1 })),
    );
    expect(rotated.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await inForce(projectId)).toBe(API_KEY_LIMITS.perProject);
  });
});

describe('the key guard of the versioned API', () => {
  it('takes a key in the Authorization header only, with the scope the route needs, and notes its use', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const { key, secret } = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const ok = await v1('GET', playerOf('p-1'), secret);
    expect(ok).toMatchObject({ status: 200, body: { playerId: 'p-1', linked: false, linkedAt: null } });

    expect(await v1('GET', playerOf('p-1'), null)).toMatchObject({
      status: 401,
      body: { code: 'API_KEY_INVALID', error: INTEGRATOR_MESSAGES.keyMissing },
    });
    expect((await v1('GET', playerOf('p-1'), creator.token)).body.code).toBe('API_KEY_INVALID');
    expect(await v1('GET', playerOf('p-1'), `${secret.slice(0, -2)}xx`)).toMatchObject({
      status: 401,
      body: { code: 'API_KEY_INVALID', error: INTEGRATOR_MESSAGES.keyInvalid },
    });
    expect((await v1('GET', playerOf('p-1'), `Basic ${secret}`)).status).toBe(401);
    // In the address it is refused, even beside a good header, and whatever the parameter's name.
    for (const query of [`?key=${secret}`, `?api_key=${encodeURIComponent(secret)}`, `?x=1&${secret}=1`]) {
      expect(await v1('GET', `${playerOf('p-1')}${query}`, secret)).toMatchObject({ status: 401, body: { code: 'API_KEY_IN_QUERY' } });
    }
    // A key without the scope the route needs.
    expect(await v1('GET', `${playerOf('p-1')}/draws`, secret)).toMatchObject({
      status: 403,
      body: { code: 'API_KEY_FORBIDDEN', error: INTEGRATOR_MESSAGES.keyScope('Read draws') },
    });
    // A key is checked before the body: a missing one is a 401 whatever is sent.
    expect((await v1('POST', API_V1_PATHS.grants, null, { body: { nonsense: true } })).status).toBe(401);

    await t.deps.background.drain();
    const [used] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    expect(ZApiKey.parse((await get(t, keysOf(projectId), creator.token)).body[0]).lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked key from the next request, and a rotated one after its grace', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const first = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const rotated = ZNewApiKey.parse((await send('POST', rotateAt(projectId, first.key.id), creator.token, { graceHours: 1 })).body);
    expect(rotated.key).toMatchObject({ name: first.key.name, mode: 'live', scopes: ['players:link'] });
    // Within the grace both work.
    expect((await v1('GET', playerOf('p'), first.secret)).status).toBe(200);
    expect((await v1('GET', playerOf('p'), rotated.secret)).status).toBe(200);
    const listed = ZApiKeyList.parse((await get(t, keysOf(projectId), creator.token)).body);
    const old = listed.find((key) => key.id === first.key.id)!;
    expect(old.replacedById).toBe(rotated.key.id);
    expect(Date.parse(old.expiresAt!) - Date.now()).toBeGreaterThan(59 * 60_000);
    // A key rotated already is not rotated again, and its grace stays as it was given.
    for (const graceHours of [0, 168]) {
      expect(await send('POST', rotateAt(projectId, first.key.id), creator.token, { graceHours })).toMatchObject({
        status: 409,
        body: { code: 'API_KEY_ROTATED', error: INTEGRATOR_MESSAGES.keyRotated },
      });
    }
    const [kept] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, first.key.id));
    expect(kept!.expiresAt!.toISOString()).toBe(old.expiresAt);
    expect(await keyCount(projectId)).toBe(2);
    // Past its grace it opens nothing.
    await t.deps.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, first.key.id));
    expect((await v1('GET', playerOf('p'), first.secret)).body.code).toBe('API_KEY_INVALID');
    expect((await send('POST', rotateAt(projectId, rotated.key.id), creator.token, { graceHours: 2 })).body.code).toBe('VALIDATION_ERROR');

    const burst = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await v1('GET', playerOf(`p${i}`), burst.secret)).status);
      if (i === 2) expect((await send('DELETE', keyAt(projectId, burst.key.id), creator.token)).status).toBe(200);
    }
    expect(answers).toEqual([200, 200, 200, 401, 401]);
    expect((await send('DELETE', keyAt(projectId, burst.key.id), creator.token)).body.code).toBe('API_KEY_NOT_FOUND');
  });

  it('limits each key’s requests in a window', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const { key, secret } = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const other = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    await t.deps.db
      .insert(rateLimits)
      .values({ key: `api-key:${key.id}`, windowStartedAt: sql`now()`, hits: t.deps.config.rateLimits.apiKey.max });
    const over = await v1('GET', playerOf('p'), secret);
    expect(over).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await v1('GET', playerOf('p'), other.secret)).status).toBe(200);
  });
});

describe('the guard’s limits', () => {
  it('holds a key to its share of the minute in any one second', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const { key, secret } = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const { max, windowSeconds } = t.deps.config.rateLimits.apiKey;
    expect(max / windowSeconds).toBe(100);
    // This second's requests all made (dated ahead, so a slow machine stays inside the second).
    await t.deps.db
      .insert(rateLimits)
      .values({ key: `api-key-second:${key.id}`, windowStartedAt: sql`now() + interval '5 seconds'`, hits: max / windowSeconds });
    expect(await v1('GET', playerOf('p'), secret)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it('counts wrong keys against the address that sends them, each made-up key alike', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const { secret } = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    const from = (remoteAddress: string, key: string | null) => v1('GET', playerOf('p'), key, { remoteAddress });
    const madeUp = () => `ak_live_${randomUUID().replaceAll('-', '')}`;
    for (let i = 0; i < API_KEY_LIMITS.wrongKeysPerAddress; i += 1) expect((await from('203.0.113.9', madeUp())).status).toBe(401);
    expect(await from('203.0.113.9', madeUp())).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect((await from('203.0.113.9', null)).status).toBe(429);
    // Another address is not held back, nor a right key.
    expect((await from('203.0.113.10', madeUp())).status).toBe(401);
    expect((await from('203.0.113.9', secret)).status).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a key, whether sent in the header or, wrongly, in the address', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger('info', sink) });
    app.get('/v1/players/:id', async (req) => {
      req.log.info({ req }, 'handled');
      throw new Error('failed');
    });
    const secret = `ak_live_${'s'.repeat(43)}`;
    await app.inject({ method: 'GET', url: `/v1/players/1?key=${secret}`, headers: { authorization: `Bearer ${secret}` } });
    await app.close();
    expect(lines.join('\n')).toContain('/v1/players/1');
    expect(lines.join('\n')).not.toContain('sssss');
  });
});
