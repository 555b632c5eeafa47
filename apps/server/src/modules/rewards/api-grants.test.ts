// @databases pglite postgres: concurrency — grants at once each counted once, never past the budget
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  API_V1_PATHS,
  INTEGRATOR_MESSAGES,
  PROJECT_MESSAGES,
  PROJECT_PATHS,
  REVIEW_PATHS,
  REWARD_MESSAGES,
  REWARD_PATHS,
} from '@arcana/shared';
import { ZApiDrawList, ZApiGrant, type TGrant } from '@arcana/shared/schemas';
import { idempotentRequests, inbox, notifications } from '../../db/schema.js';
import { buildUserWithWallet, get, post } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { balanceOf } from '../../../test/twitch.js';
import { countingTransactions } from '../../../test/counting-transactions.js';
import { createApiGrants } from './api-grants.js';

const t = useTestApp();
const { api, send, gameProject, makeKey, v1, linkPlayer, grant, creatorWithCollection } = integratorHelpers(t);

const idOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;
const grantAt = (grantId: string) => API_V1_PATHS.grant.replace(':grantId', grantId);
const keptFor = async (projectId: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inbox)
      .where(and(eq(inbox.projectId, projectId), eq(inbox.source, 'api')))
  )[0]!.n;

/** A game's project with a player linked: the player, their id, and a grant body for them. */
async function linkedGame(options: Parameters<typeof gameProject>[0] = {}) {
  const game = await gameProject(options);
  const player = await buildUserWithWallet(t);
  const playerId = `player-${randomUUID().slice(0, 8)}`;
  await linkPlayer(game.secret, playerId, player.token);
  const body = (draws: number) => ({ playerId, collectionId: game.collection.id, draws, reason: 'finished level 3' });
  return { ...game, player, playerId, playerUserId: await idOf(player.token), body };
}

describe('a game’s server granting draws', () => {
  it('grants a linked player draws at once, tells them and the creator, and a retry grants nothing more', async () => {
    const game = await linkedGame({ reward: 5 });
    const key = randomUUID();
    const first = await grant(game.secret, game.body(3), key);
    expect(first.status).toBe(201);
    const granted = ZApiGrant.parse(first.body);
    expect(granted).toMatchObject({ playerId: game.playerId, draws: 3, reason: 'finished level 3', status: 'granted', livemode: true });
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(3);

    const retry = await grant(
      game.secret,
      { reason: 'finished level 3', draws: 3, collectionId: game.collection.id, playerId: game.playerId },
      key,
    );
    expect(retry).toMatchObject({ status: 201, body: first.body, headers: { 'idempotent-replayed': 'true' } });
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(3);
    expect(await v1('GET', grantAt(granted.id), game.secret)).toMatchObject({ status: 200, body: first.body });

    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, game.playerUserId));
      expect(told.map((n) => n.title)).toContain(REWARD_MESSAGES.earnedTitle(3, 'Nova Studio'));
    });
    const feed = (await get(t, api(REWARD_PATHS.grants, { collectionId: game.collection.id }), game.creator.token))
      .body as unknown as TGrant[];
    expect(feed).toEqual([
      expect.objectContaining({ source: 'api', draws: 3, reason: 'finished level 3', collector: game.player.username }),
    ]);

    // The player draws; the game reads its player's draws in its project.
    const drawn = await post(
      t,
      api(PROJECT_PATHS.claim, { collectionId: game.collection.id }),
      { publicKey: game.player.wallet.publicKey, requestId: randomUUID() },
      game.player.token,
    );
    expect(drawn.status).toBe(200);
    const draws = await v1('GET', API_V1_PATHS.playerDraws.replace(':playerId', game.playerId), game.secret);
    expect(ZApiDrawList.parse(draws.body).draws).toEqual([
      expect.objectContaining({ id: drawn.body.id, collectionId: game.collection.id }),
    ]);
    expect((await v1('GET', API_V1_PATHS.playerDraws.replace(':playerId', 'nobody'), game.secret)).body.code).toBe('PLAYER_LINK_NOT_FOUND');
  });

  it('records what follows a grant with it: an outbox down when it was made tells of it once back, once', async () => {
    const game = await linkedGame({ reward: 5 });
    const noticesOf = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, game.playerUserId), eq(notifications.type, 'draws_earned')));
    await t.deps.outbox.stop();
    try {
      expect((await grant(game.secret, game.body(2), randomUUID())).status).toBe(201);
      expect(await noticesOf()).toEqual([]);
    } finally {
      t.deps.outbox.start();
    }
    await t.deps.outbox.dispatch();
    await t.deps.outbox.dispatch();
    expect((await noticesOf()).map((notice) => notice.title)).toEqual([REWARD_MESSAGES.earnedTitle(2, 'Nova Studio')]);
  });

  it('tells a collection’s grants in a row as one notification, its draws counted together', async () => {
    const game = await linkedGame({ reward: 5 });
    for (const draws of [2, 3]) expect((await grant(game.secret, game.body(draws), randomUUID())).status).toBe(201);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, game.playerUserId), eq(notifications.type, 'draws_earned')));
    expect(told).toEqual([expect.objectContaining({ title: REWARD_MESSAGES.earnedTitle(5, 'Nova Studio'), burstCount: 5, read: false })]);
    expect(told[0]!.message).toMatch(/, and more\. Draw them in /);
  });

  it('grants once when the same request is retried at the same time', async () => {
    const game = await linkedGame({ reward: 5 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => grant(game.secret, game.body(2), key)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(2);
    expect(await keptFor(game.projectId)).toBe(1);
  });

  it('writes the grants to a collection that arrive together in one transaction; one refused keeps nothing and costs the others nothing', async () => {
    const game = await linkedGame({ reward: 5 });
    const apiKey = { id: randomUUID(), projectId: game.projectId, mode: 'live' as const, scopes: ['draws:grant' as const] };
    const { db, counted } = countingTransactions(t.deps.db);
    const grants = createApiGrants({ db });
    const write = () => ({ key: randomUUID(), requestHash: randomUUID() });
    const retried = write();
    const overReward = write();
    const outcomes = await Promise.allSettled([
      grants.grant(apiKey, write(), game.body(1)),
      ...Array.from({ length: 8 }, () => grants.grant(apiKey, write(), game.body(2))),
      grants.grant(apiKey, overReward, game.body(6)),
      grants.grant(apiKey, write(), { ...game.body(1), playerId: 'player-not-linked' }),
      grants.grant(apiKey, retried, game.body(1)),
      grants.grant(apiKey, retried, game.body(1)),
    ]);
    const statusOf = (outcome: (typeof outcomes)[number]) =>
      outcome.status === 'fulfilled' ? outcome.value.status : (outcome.reason as { status: number }).status;
    expect(outcomes.map(statusOf)).toEqual([201, ...Array(8).fill(201), 409, 202, 201, 201]);
    expect(outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value.replayed)).toEqual([...Array(12).fill(false), true]);
    // The first grant goes alone; the twelve that arrive while it is written go together.
    expect(counted.transactions).toBe(2);
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(1 + 16 + 1);
    expect(await keptFor(game.projectId)).toBe(11);
    const keys = await t.deps.db.select().from(idempotentRequests).where(eq(idempotentRequests.projectId, game.projectId));
    expect(keys.map(({ key }) => key)).not.toContain(overReward.key);
    expect(keys.filter(({ key }) => key === retried.key)).toMatchObject([{ status: 201 }]);
  });

  it('counts a rule’s grants made at once, each once, and never past its budget', async () => {
    const rules = (game: Awaited<ReturnType<typeof linkedGame>>) =>
      get(t, api(REWARD_PATHS.rules, { collectionId: game.collection.id }), game.creator.token);
    const open = await linkedGame({ reward: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => grant(open.secret, open.body(2))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect((await rules(open)).body).toMatchObject([{ granted: 24, budgetLeft: null }]);

    const capped = await linkedGame({ reward: 5, caps: { budget: 5 } });
    const refusals = await Promise.all(Array.from({ length: 12 }, () => grant(capped.secret, capped.body(1))));
    expect(refusals.filter((answer) => answer.status === 201)).toHaveLength(5);
    for (const refused of refusals.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({ status: 409, body: { code: 'GRANT_CAP_REACHED', field: 'caps.budget' } });
    expect(await balanceOf(t, capped.playerUserId, capped.collection.id)).toBe(5);
    expect((await rules(capped)).body).toMatchObject([{ granted: 5, budgetLeft: 0 }]);
  });

  it('refuses a reused key with another body, and a grant over a cap naming it, storing nothing', async () => {
    const game = await linkedGame({ reward: 5, caps: { perAccountPerDay: 4 } });
    const key = randomUUID();
    expect((await grant(game.secret, game.body(3), key)).status).toBe(201);
    expect(await grant(game.secret, game.body(1), key)).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED', error: INTEGRATOR_MESSAGES.idempotencyReused },
    });
    expect(await grant(game.secret, game.body(2))).toMatchObject({
      status: 409,
      body: { code: 'GRANT_CAP_REACHED', field: 'caps.perAccountPerDay', error: 'The account’s draws for today are reached' },
    });
    expect(await grant(game.secret, game.body(6))).toMatchObject({
      status: 409,
      body: { code: 'GRANT_CAP_REACHED', field: 'draws', error: INTEGRATOR_MESSAGES.tooManyDraws(5) },
    });
    expect(await keptFor(game.projectId)).toBe(1);
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(3);
    // A refusal keeps nothing: the same key acts afresh once the cap allows it.
    const later = randomUUID();
    expect((await grant(game.secret, game.body(2), later)).status).toBe(409);
    expect((await grant(game.secret, game.body(1), later)).status).toBe(201);
    // A key's answer is kept a day: after that, the key is free for another request (here refused by the cap).
    await t.deps.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.key, key));
    expect((await grant(game.secret, game.body(2), key)).body.code).toBe('GRANT_CAP_REACHED');
  });

  it('keeps a grant for a player not linked yet, and grants it when they link', async () => {
    const game = await gameProject({ reward: 5 });
    const pending = await grant(game.secret, { playerId: 'newcomer', collectionId: game.collection.id, draws: 4, reason: 'won a match' });
    expect(pending).toMatchObject({ status: 202, body: { status: 'pending', draws: 4 } });
    const grantId = pending.body.id as string;
    const player = await buildUserWithWallet(t);
    await linkPlayer(game.secret, 'newcomer', player.token);
    const userId = await idOf(player.token);
    await vi.waitFor(async () => expect(await balanceOf(t, userId, game.collection.id)).toBe(4));
    await vi.waitFor(async () => expect((await v1('GET', grantAt(grantId), game.secret)).body).toMatchObject({ status: 'granted' }));
    await vi.waitFor(async () => {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(told.map((n) => n.title)).toContain(REWARD_MESSAGES.waitingTitle(4, 'Nova Studio'));
    });
  });

  it('with a test key, decides like a live grant and gives nobody anything', async () => {
    const game = await linkedGame({ reward: 5, caps: { perAccountPerDay: 2 } });
    const { secret: testKey } = await makeKey(game.creator.token, game.projectId, {
      mode: 'test',
      scopes: ['draws:grant', 'players:link'],
    });
    // A test key grants to the players linked by its mode's codes only.
    expect(await grant(testKey, game.body(1))).toMatchObject({ status: 202, body: { status: 'pending', livemode: false } });
    await linkPlayer(testKey, game.playerId, game.player.token);
    const made = await grant(testKey, game.body(2));
    expect(made).toMatchObject({ status: 201, body: { status: 'granted', livemode: false } });
    expect(await grant(testKey, game.body(3))).toMatchObject({ status: 409, body: { field: 'caps.perAccountPerDay' } });
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(0);
    // Each mode reads its own grants only; an Idempotency-Key of one mode is free in the other.
    expect((await v1('GET', grantAt(made.body.id as string), game.secret)).body.code).toBe('GRANT_NOT_FOUND');
    expect((await v1('GET', grantAt(made.body.id as string), testKey)).status).toBe(200);
    const key = randomUUID();
    expect((await grant(testKey, game.body(1), key)).body.livemode).toBe(false);
    expect((await grant(game.secret, game.body(1), key)).body.livemode).toBe(true);
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(1);
  });

  it('refuses collections the key may not grant in, with a clear 4xx, storing nothing', async () => {
    const game = await linkedGame({ reward: 5 });
    const other = await gameProject();
    const draft = await creatorWithCollection();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...game.body(1), collectionId: other.collection.id }, 403, 'API_KEY_FORBIDDEN'],
      [{ ...game.body(1), collectionId: draft.collection.id }, 403, 'API_KEY_FORBIDDEN'],
      [{ ...game.body(1), collectionId: randomUUID() }, 404, 'COLLECTION_NOT_FOUND'],
      [{ ...game.body(1), draws: 0 }, 400, 'VALIDATION_ERROR'],
      [{ ...game.body(1), draws: 1.5 }, 400, 'VALIDATION_ERROR'],
      [{ ...game.body(1), reason: ' ' }, 400, 'VALIDATION_ERROR'],
      [{ ...game.body(1), reason: 'r'.repeat(201) }, 400, 'VALIDATION_ERROR'],
      [{ ...game.body(1), collectionId: 'not-a-uuid' }, 400, 'VALIDATION_ERROR'],
      [{ ...game.body(1), bonus: true }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases)
      expect(await grant(game.secret, body), JSON.stringify(body)).toMatchObject({ status, body: { code } });
    expect((await grant(other.secret, game.body(1))).body.error).toBe(INTEGRATOR_MESSAGES.keyProject);
    const readOnly = await makeKey(game.creator.token, game.projectId, { scopes: ['draws:read'] });
    expect((await grant(readOnly.secret, game.body(1))).status).toBe(403);

    // Where the game may grant, and how many at once: its project's published collections only.
    const listed = await v1('GET', API_V1_PATHS.collections, game.secret);
    expect(listed.body).toEqual({ collections: [{ id: game.collection.id, name: 'First Light', maxDraws: 5 }] });
    // The rule off: no grants from the game.
    expect((await send('PATCH', api(REWARD_PATHS.rule, { ruleId: game.ruleId }), game.creator.token, { enabled: false })).status).toBe(200);
    expect((await v1('GET', API_V1_PATHS.collections, game.secret)).body).toEqual({
      collections: [{ id: game.collection.id, name: 'First Light', maxDraws: null }],
    });
    expect(await grant(game.secret, game.body(1))).toMatchObject({
      status: 409,
      body: { code: 'NO_API_RULE', error: INTEGRATOR_MESSAGES.noApiRule },
    });
    expect((await send('PATCH', api(REWARD_PATHS.rule, { ruleId: game.ruleId }), game.creator.token, { enabled: true })).status).toBe(200);
    // A suspended project grants nothing.
    expect(
      (await send('POST', api(REVIEW_PATHS.suspend, { projectId: game.projectId }), game.admin.token, { reason: 'Checks' })).status,
    ).toBe(204);
    expect(await grant(game.secret, game.body(1))).toMatchObject({
      status: 403,
      body: { code: 'PROJECT_SUSPENDED', error: PROJECT_MESSAGES.suspended },
    });
    expect(await keptFor(game.projectId)).toBe(0);
    expect(await balanceOf(t, game.playerUserId, game.collection.id)).toBe(0);
  });
});
