// @databases pglite postgres: smoke — the module on the embedded database
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_V1_PATHS, INTEGRATOR_MESSAGES, PLAYER_LINK_LIMITS, PLAYER_LINK_PATHS } from '@arcana/shared';
import { ZLinkCode, ZPlayerLink, ZPlayerLinkList } from '@arcana/shared/schemas';
import { playerLinkCodes, playerLinks, rateLimits } from '../../db/schema.js';
import { buildAdmin, buildUserWithWallet, get, observerTokenFor } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { sweepLinkCodes } from './player-links.repo.js';

const t = useTestApp();
const { api, send, creatorWithCollection, gameProject, makeKey, v1, linkPlayer, grant } = integratorHelpers(t);

const playerOf = (playerId: string) => API_V1_PATHS.player.replace(':playerId', encodeURIComponent(playerId));
const askCode = (secret: string, playerId: string, idempotencyKey?: string) =>
  v1('POST', API_V1_PATHS.linkCodes, secret, { body: { playerId }, idempotencyKey });
const enter = (token: string, code: string) => send('POST', api(PLAYER_LINK_PATHS.redeem), token, { code });
const lookUp = (token: string, code: string) => send('POST', api(PLAYER_LINK_PATHS.preview), token, { code });
const codeRows = (projectId: string) => t.deps.db.select().from(playerLinkCodes).where(eq(playerLinkCodes.projectId, projectId));
const linksOf = async (token: string) => ZPlayerLinkList.parse((await get(t, api(PLAYER_LINK_PATHS.mine), token)).body);
const linkCount = async (projectId: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(playerLinks)
      .where(eq(playerLinks.projectId, projectId))
  )[0]!.n;

async function gameWithKey() {
  const { creator, projectId } = await creatorWithCollection();
  const { key, secret } = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
  return { creator, projectId, keyId: key.id, secret };
}

describe('a game’s player linked by code', () => {
  it('is linked to the account that enters the game’s code; the game sees it linked, never to whom', async () => {
    const { projectId, secret } = await gameWithKey();
    const idempotencyKey = randomUUID();
    const issued = await askCode(secret, 'hero#42', idempotencyKey);
    expect(issued.status).toBe(201);
    const code = ZLinkCode.parse(issued.body);
    expect(code.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(code.verificationUri).toBe('http://arcana.test/link');
    expect(code.verificationUriComplete).toBe(`http://arcana.test/link?code=${code.code}`);
    expect(Date.parse(code.expiresAt) - Date.now()).toBeGreaterThan((PLAYER_LINK_LIMITS.codeMinutes - 1) * 60_000);
    // The game's retry is answered the same code.
    const again = await askCode(secret, 'hero#42', idempotencyKey);
    expect(again.body).toEqual(issued.body);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const player = await buildUserWithWallet(t);
    expect((await v1('GET', playerOf('hero#42'), secret)).body).toMatchObject({ linked: false });
    // As a person types it: small letters, no dash, spaces around.
    const linked = await enter(player.token, ` ${code.code.replace('-', '').toLowerCase()} `);
    expect(linked).toMatchObject({ status: 200, body: { projectId, project: 'Nova Studio', playerId: 'hero#42' } });
    const status = await v1('GET', playerOf('hero#42'), secret);
    expect(status.body).toEqual({ playerId: 'hero#42', linked: true, linkedAt: expect.any(String) });
    expect(await linksOf(player.token)).toEqual([expect.objectContaining({ projectId, playerId: 'hero#42' })]);

    // Spent: entered again, by anyone, it links nothing.
    const other = await buildUserWithWallet(t);
    expect(await enter(other.token, code.code)).toMatchObject({
      status: 400,
      body: { code: 'LINK_CODE_INVALID', field: 'code', error: INTEGRATOR_MESSAGES.linkCodeInvalid },
    });
    // Another project's key knows nothing of this player.
    const elsewhere = await gameWithKey();
    expect((await v1('GET', playerOf('hero#42'), elsewhere.secret)).body).toMatchObject({ linked: false });
  });

  it('refuses wrong and expired codes, counts the guesses, and stores nothing', async () => {
    const { projectId, secret } = await gameWithKey();
    const player = await buildUserWithWallet(t);
    const { code } = ZLinkCode.parse((await askCode(secret, 'p-1')).body);
    await t.deps.db
      .update(playerLinkCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerLinkCodes.projectId, projectId));
    expect((await enter(player.token, code)).body.code).toBe('LINK_CODE_INVALID');
    for (const typed of ['', 'ABCD', '2345-6789', 'x'.repeat(33)]) {
      const refused = await enter(player.token, typed);
      expect(refused.status, typed).toBe(400);
      expect(['LINK_CODE_INVALID', 'VALIDATION_ERROR']).toContain(refused.body.code);
    }
    expect(await linkCount(projectId)).toBe(0);

    // Guessing: each wrong code counts, and past the limit even a right one waits.
    const guesser = await buildUserWithWallet(t);
    for (let i = 0; i < PLAYER_LINK_LIMITS.guesses; i += 1) expect((await enter(guesser.token, 'ZZZZ-ZZZZ')).status).toBe(400);
    const fresh = ZLinkCode.parse((await askCode(secret, 'p-2')).body);
    expect(await enter(guesser.token, fresh.code)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(await linkCount(projectId)).toBe(0);
    // Someone else's guesses never lock this player out.
    expect((await enter(player.token, fresh.code)).status).toBe(200);
  });

  it('moves to the account that enters a newer code; only its player unlinks it, never an observer', async () => {
    const { projectId, secret } = await gameWithKey();
    const first = await buildUserWithWallet(t);
    const second = await buildUserWithWallet(t);
    await linkPlayer(secret, 'shared-console', first.token);
    await linkPlayer(secret, 'shared-console', second.token);
    expect(await linksOf(first.token)).toEqual([]);
    const [link] = await linksOf(second.token);
    expect(await linkCount(projectId)).toBe(1);

    const unlinkAt = api(PLAYER_LINK_PATHS.mineOne, { linkId: link!.id });
    expect((await send('DELETE', unlinkAt, first.token)).body.code).toBe('PLAYER_LINK_NOT_FOUND');
    const observer = await observerTokenFor(t, second.token, await buildAdmin(t));
    expect((await send('DELETE', unlinkAt, observer)).body.code).toBe('OBSERVER_READ_ONLY');
    expect((await enter(observer, 'ABCD-EFGH')).body.code).toBe('OBSERVER_READ_ONLY');
    expect(await send('DELETE', unlinkAt, second.token)).toMatchObject({
      status: 200,
      body: { message: INTEGRATOR_MESSAGES.unlinked('Nova Studio') },
    });
    expect((await v1('GET', playerOf('shared-console'), secret)).body).toMatchObject({ linked: false });
    expect((await send('DELETE', unlinkAt, second.token)).status).toBe(404);
  });

  it('refuses a game’s bad requests with a clear 4xx, storing nothing', async () => {
    const { projectId, secret } = await gameWithKey();
    for (const body of [
      {},
      { playerId: '' },
      { playerId: 'p'.repeat(PLAYER_LINK_LIMITS.playerIdMax + 1) },
      { playerId: 7 },
      { playerId: 'p', extra: 1 },
    ]) {
      const refused = await v1('POST', API_V1_PATHS.linkCodes, secret, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
    }
    for (const idempotencyKey of ['', ' ', 'k'.repeat(256), 'naïve']) {
      const refused = await v1('POST', API_V1_PATHS.linkCodes, secret, {
        body: { playerId: 'p' },
        headers: { 'idempotency-key': idempotencyKey },
      });
      expect(refused, idempotencyKey).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    }
    const key = randomUUID();
    expect((await askCode(secret, 'p-1', key)).status).toBe(201);
    expect(await askCode(secret, 'p-2', key)).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const codes = await t.deps.db.select().from(playerLinkCodes).where(eq(playerLinkCodes.projectId, projectId));
    expect(codes.map((row) => row.playerId)).toEqual(['p-1']);
    // A player id of any text the game likes, sent in the path as it is.
    expect((await v1('GET', playerOf('名前/with spaces'), secret)).body).toMatchObject({ playerId: '名前/with spaces', linked: false });
  });
});

describe('the project asking, before a player links', () => {
  it('is named by a code’s look-up, which spends nothing and counts as a guess', async () => {
    const { projectId, secret } = await gameWithKey();
    const { code } = ZLinkCode.parse((await askCode(secret, 'p-1')).body);
    const player = await buildUserWithWallet(t);
    // Its public name only, nothing of the player.
    expect(await lookUp(player.token, ` ${code.toLowerCase()} `)).toEqual({
      status: 200,
      body: { project: 'Nova Studio', avatarUrl: null, mode: 'live' },
    });
    expect(await linkCount(projectId)).toBe(0);
    expect((await enter(player.token, code)).status).toBe(200);
    expect(await lookUp(player.token, code)).toMatchObject({ status: 400, body: { code: 'LINK_CODE_INVALID' } });

    const guesser = await buildUserWithWallet(t);
    for (let i = 0; i < PLAYER_LINK_LIMITS.guesses; i += 1) expect((await lookUp(guesser.token, 'ZZZZ-ZZZZ')).status).toBe(400);
    const fresh = ZLinkCode.parse((await askCode(secret, 'p-2')).body);
    expect(await lookUp(guesser.token, fresh.code)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });
});

describe('link codes asked for', () => {
  it('are one per player while unspent: a repeat answers the same code, and the sweep takes them at their end', async () => {
    const { projectId, secret } = await gameWithKey();
    const first = ZLinkCode.parse((await askCode(secret, 'p-1')).body);
    expect(ZLinkCode.parse((await askCode(secret, 'p-1')).body)).toEqual(first);
    expect(await codeRows(projectId)).toHaveLength(1);
    // Spent, the player's next code is a new one.
    expect((await enter((await buildUserWithWallet(t)).token, first.code)).status).toBe(200);
    const second = ZLinkCode.parse((await askCode(secret, 'p-1')).body);
    expect(second.code).not.toBe(first.code);
    // Expired, too: the old one gives way.
    await t.deps.db
      .update(playerLinkCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerLinkCodes.projectId, projectId));
    const third = ZLinkCode.parse((await askCode(secret, 'p-1')).body);
    expect([first.code, second.code]).not.toContain(third.code);
    expect((await codeRows(projectId)).filter((row) => row.usedAt === null)).toHaveLength(1);
    await t.deps.db
      .update(playerLinkCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerLinkCodes.projectId, projectId));
    await sweepLinkCodes(t.deps.db);
    expect(await codeRows(projectId)).toEqual([]);
  });

  it('are limited per key and per project, storing nothing past the limit', async () => {
    const { creator, projectId, keyId, secret } = await gameWithKey();
    await t.deps.db
      .insert(rateLimits)
      .values({ key: `link-codes-key:${keyId}`, windowStartedAt: sql`now()`, hits: PLAYER_LINK_LIMITS.codesPerKeyPerMinute });
    expect(await askCode(secret, 'p-1')).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const other = await makeKey(creator.token, projectId, { scopes: ['players:link'] });
    expect((await askCode(other.secret, 'p-1')).status).toBe(201);
    await t.deps.db
      .insert(rateLimits)
      .values({ key: `link-codes-project:${projectId}`, windowStartedAt: sql`now()`, hits: PLAYER_LINK_LIMITS.codesPerProjectPerMinute })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: PLAYER_LINK_LIMITS.codesPerProjectPerMinute } });
    expect(await askCode(other.secret, 'p-2')).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect((await codeRows(projectId)).map((row) => row.playerId)).toEqual(['p-1']);
  });
});

describe('a test key’s players', () => {
  it('are linked in test mode: each mode sees only its own links, and a test key reads no draws', async () => {
    const game = await gameProject();
    const { secret: testKey } = await makeKey(game.creator.token, game.projectId, { name: 'Staging', mode: 'test' });
    const tester = await buildUserWithWallet(t);
    const { code } = ZLinkCode.parse((await askCode(testKey, 'hero')).body);
    expect((await lookUp(tester.token, code)).body).toMatchObject({ mode: 'test' });
    expect(ZPlayerLink.parse((await enter(tester.token, code)).body)).toMatchObject({ playerId: 'hero', mode: 'test' });
    expect(await linksOf(tester.token)).toEqual([expect.objectContaining({ playerId: 'hero', mode: 'test' })]);

    // The test link serves test requests only.
    expect((await v1('GET', playerOf('hero'), testKey)).body).toMatchObject({ linked: true });
    expect((await v1('GET', playerOf('hero'), game.secret)).body).toMatchObject({ linked: false });
    expect(await v1('GET', `${playerOf('hero')}/draws`, game.secret)).toMatchObject({
      status: 404,
      body: { code: 'PLAYER_LINK_NOT_FOUND' },
    });
    expect(await v1('GET', `${playerOf('hero')}/draws`, testKey)).toMatchObject({
      status: 403,
      body: { code: 'API_KEY_TEST_MODE', error: INTEGRATOR_MESSAGES.testKeyDraws },
    });
    const body = { playerId: 'hero', collectionId: game.collection.id, draws: 1, reason: 'won' };
    expect((await grant(game.secret, body)).body).toMatchObject({ status: 'pending', livemode: true });
    expect((await grant(testKey, body)).body).toMatchObject({ status: 'granted', livemode: false });

    // And the other way round: a live link is never a test key's.
    const player = await buildUserWithWallet(t);
    await linkPlayer(game.secret, 'lively', player.token);
    expect((await v1('GET', playerOf('lively'), game.secret)).body).toMatchObject({ linked: true });
    expect((await v1('GET', playerOf('lively'), testKey)).body).toMatchObject({ linked: false });
    expect((await grant(testKey, { ...body, playerId: 'lively' })).body).toMatchObject({ status: 'pending', livemode: false });
    expect((await v1('GET', `${playerOf('lively')}/draws`, game.secret)).status).toBe(200);
  });
});
