// @databases pglite postgres: the embedded database itself and PostgreSQL — a server process killed with SIGKILL in a storm of draws and approvals
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { fillPath, NOTIFICATION_PATHS, OVERLAY_PATHS, PLAY_PATHS, PROJECT_PATHS, REVIEW_PATHS, WEBHOOK_PATHS } from '@arcana/shared';
import type { TCard, TOverlay, TPlay } from '@arcana/shared/schemas';
import { parseConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { grantDraws } from '../src/modules/draws/index.js';
import { startArcanaProcess, type ProcessHandle } from '../../../tools/arcana-process.js';
import { buildAdmin, buildUserWithWallet, get } from './factories.js';
import { dataDirFromTemplate } from './data-dir-from-template.js';
import { shout } from './plays.js';
import { projectHelpers } from './projects.js';
import { createTestAppOn, openDataDirHere, openTestDatabase, type TestApp } from './test-app.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const PLAYERS = 12;
const DRAWS_EACH = 16;
/** Draws a player has in flight at once (several tabs, a burst): enough at the kill that some are stored and not yet carried out. */
const LANES = 4;
/** The server is killed once this many draws have been answered: mid-storm, with draws in flight. */
const KILL_AFTER = Math.round((PLAYERS * DRAWS_EACH) / 3);

interface Player {
  token: string;
  publicKey: string;
  /** requestId → the card its answer named. */
  acknowledged: Map<string, string>;
  /** Draws sent and not answered: each may or may not have drawn, and is asked again with its id. */
  unanswered: string[];
}

/**
 * A published collection whose cards play a shout, with an overlay showing every rarity and a webhook
 * endpoint for its draws and plays; players with draws there, each with a card drawn and played,
 * waiting for the streamer.
 */
async function prepare(t: TestApp) {
  const { api, send, submittedCollection } = projectHelpers(t);
  const actions = { rarities: { common: shout(), legendary: shout() }, designs: {} };
  const { creator, projectId, collection, version } = await submittedCollection({ cap: 10_000, actions });
  const admin = await buildAdmin(t);
  expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
  expect((await get(t, api(OVERLAY_PATHS.overlay, { projectId }), creator.token)).status).toBe(200);
  const endpoint = await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, {
    url: 'http://127.0.0.1:9/hook',
    events: ['card.drawn', 'card.played'],
  });
  expect(endpoint.status).toBe(201);
  const players: Player[] = [];
  const playIds: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const player = await buildUserWithWallet(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(player.token);
    await grantDraws(t.deps.db, [{ userId, collectionId: collection.id, source: 'test', eventId: 'storm', draws: DRAWS_EACH + 1 }]);
    const requestId = randomUUID();
    const drawn = await send('POST', api(PROJECT_PATHS.claim, { collectionId: collection.id }), player.token, {
      publicKey: player.wallet.publicKey,
      requestId,
    });
    const cardId = (drawn.body as unknown as TCard).id;
    const played = await send('POST', api(PLAY_PATHS.plays), player.token, { cardId, requestId: randomUUID(), message: 'Now!' });
    expect(played.status).toBe(201);
    playIds.push((played.body as unknown as TPlay).id);
    players.push({ token: player.token, publicKey: player.wallet.publicKey, acknowledged: new Map([[requestId, cardId]]), unanswered: [] });
  }
  return { collectionId: collection.id, projectId, creatorToken: creator.token, players, playIds };
}

/** The streamer approves a play: true once answered (approved now, or before an answer the kill cut off). */
async function approve(server: ProcessHandle, token: string, playId: string): Promise<boolean> {
  const answer = await fetch(`${server.url}/api${fillPath(PLAY_PATHS.approve, { playId })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  if (!answer) return false;
  const body = (await answer.json()) as { code?: string };
  if (answer.status === 200 || body.code === 'PLAY_NOT_WAITING') return true;
  throw new Error(`an approval was refused with ${answer.status}: ${JSON.stringify(body)}`);
}

async function claim(server: ProcessHandle, collectionId: string, player: Player, requestId: string): Promise<string | undefined> {
  const answer = await fetch(`${server.url}/api${fillPath(PROJECT_PATHS.claim, { collectionId })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ publicKey: player.publicKey, requestId }),
  }).catch(() => undefined);
  if (!answer) return undefined;
  const body = (await answer.json()) as { id?: string };
  if (answer.status !== 200) throw new Error(`a draw was refused with ${answer.status}: ${JSON.stringify(body)}`);
  return body.id;
}

/**
 * On PostgreSQL, a lock the test holds on overlay_alerts keeps the killed server's outbox from finishing
 * (its dispatcher waits at the first alert): its draws are answered, after the answer's wait, with
 * every after-effect still to do, and the new server must carry out each one. On PGlite the server's
 * connection is the only one: there the kill lands where it lands, and the count still holds.
 */
async function holdOutboxBack(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table overlay_alerts in share row exclusive mode');
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

/**
 * Every player draws, a few cards at a time, one after another, all at once, while the streamer
 * approves the plays waiting; the server is killed in the middle. The approvals it did not answer.
 */
async function storm(server: ProcessHandle, collectionId: string, players: Player[], approvals: { token: string; playIds: string[] }) {
  let answered = 0;
  let killed: Promise<unknown> | undefined;
  const lanes = players.flatMap((player) => Array.from({ length: LANES }, () => player));
  const unapproved: string[] = [];
  const approving = async () => {
    for (const playId of approvals.playIds) if (!(await approve(server, approvals.token, playId))) unapproved.push(playId);
  };
  await Promise.all([
    approving(),
    ...lanes.map(async (player) => {
      for (let i = 0; i < DRAWS_EACH / LANES; i++) {
        const requestId = randomUUID();
        const cardId = await claim(server, collectionId, player, requestId);
        if (!cardId) return void player.unanswered.push(requestId);
        player.acknowledged.set(requestId, cardId);
        if (++answered === KILL_AFTER) killed = server.stop('SIGKILL');
      }
    }),
  ]);
  await killed;
  return unapproved;
}

/**
 * How many times each acknowledged card (or play) is counted by `counted` (a query of ids, each as
 * `id`, with its count `n`): once each, or the ones that are not.
 */
async function notOnce(db: DatabaseHandle['db'], ids: string[], counted: ReturnType<typeof sql>) {
  const { rows } = (await db.execute(sql`
    select one.id, coalesce(c.n, 0)::integer as n
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as one(id)
    left join (${counted}) as c on c.id = one.id
  `)) as unknown as { rows: Array<{ id: string; n: number }> };
  return rows.filter((row) => Number(row.n) !== 1);
}

/** Webhook events of a type by their subject's id: spread to the endpoint's delivery, or still waiting to be. */
const webhooksOf = (type: string, subjectKey: string, dataKey: string) => sql`select id, count(*) as n from (
    select (subject->>${subjectKey})::uuid as id from webhook_events where type = ${type}
    union all
    select (body::jsonb->'data'->${dataKey}->>'id')::uuid from webhook_deliveries where type = ${type}
  ) kept group by 1`;

/**
 * The players whose bells do not count each of their cards once: a player's draws in a row are one
 * notification, its count the cards it tells of (docs/product-rules.md "Notifications").
 */
async function toldOnce(db: DatabaseHandle['db'], cardIds: string[]) {
  const { rows } = (await db.execute(sql`
    select drawn.user_id, drawn.cards::integer as cards, coalesce(told.n, 0)::integer as told
    from (select user_id, count(*) as cards from cards where id = any(${`{${cardIds.join(',')}}`}::uuid[]) group by 1) as drawn
    left join (select user_id, sum(burst_count) as n from notifications where type = 'collectible_received' group by 1) as told
      on told.user_id = drawn.user_id
  `)) as unknown as { rows: Array<{ user_id: string; cards: number; told: number }> };
  return rows.filter((row) => Number(row.cards) !== Number(row.told));
}

it('loses no after-effect of an acknowledged draw or approval when the server is killed mid-storm', async () => {
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const dataDir = onPostgres ? undefined : await dataDirFromTemplate();
  const opened = onPostgres ? await openTestDatabase() : { database: await openDataDirHere(dataDir!) };

  const many = { max: 1_000, windowSeconds: 60 };
  const prep = await createTestAppOn(opened, {
    jwtSecret: secrets.JWT_SECRET,
    encryptionKey: secrets.ENCRYPTION_KEY,
    rateLimits: { ...parseConfig({}).rateLimits, signup: many, login: many },
    webhooks: { ...parseConfig({}).webhooks, allowPrivate: true },
  });

  const { collectionId, projectId, creatorToken, players, playIds } = await prepare(prep);
  // The server process has the database to itself from here on (the embedded one allows no other).
  await prep.app.close();
  await prep.deps.mail.close();
  await prep.mailbox.close();
  if (!onPostgres) await prep.database.close();

  const env = {
    ...secrets,
    ...(onPostgres ? { DATABASE_URL: opened.url! } : { DATA_DIR: dataDir! }),
    RATE_LIMIT_COLLECT_MAX: '100000',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  const killedServer = await startArcanaProcess('source', env);
  const release = onPostgres ? await holdOutboxBack(opened.url!) : undefined;
  const unapproved = await storm(killedServer, collectionId, players, { token: creatorToken, playIds });
  await release?.();

  expect(players.some((player) => player.unanswered.length > 0)).toBe(true);
  const restartedAt = new Date().toISOString();

  const server = await startArcanaProcess('source', env);
  try {
    // Asked again with its id, a draw in flight at the kill answers the card it made, or draws it now.
    for (const player of players)
      for (const requestId of player.unanswered)
        player.acknowledged.set(requestId, (await claim(server, collectionId, player, requestId))!);
    // An approval the kill cut off is asked again: approved now, or already.
    for (const playId of unapproved) expect(await approve(server, creatorToken, playId)).toBe(true);
    // What the killed server left to do is carried out by the new one: each bell fills up, and the
    // overlay holds every draw's alert and every play's.
    const deadline = Date.now() + 20_000;
    const overlayOf = fillPath(OVERLAY_PATHS.overlay, { projectId });
    for (;;) {
      const overlay = (await (
        await fetch(`${server.url}/api${overlayOf}`, { headers: { authorization: `Bearer ${creatorToken}` } })
      ).json()) as TOverlay;
      const drawn = players.reduce((sum, player) => sum + player.acknowledged.size, 0);
      if (overlay.waiting >= drawn + playIds.length || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const player of players) {
      for (;;) {
        const { notifications } = (await (
          await fetch(`${server.url}/api${NOTIFICATION_PATHS.list}?limit=50`, { headers: { authorization: `Bearer ${player.token}` } })
        ).json()) as { notifications: Array<{ count: number }> };
        // A player's draws in a row are one notification, counting them.
        const told = notifications.reduce((sum, notice) => sum + notice.count, 0);
        if (told >= player.acknowledged.size || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await server.stop();
  }

  const database = onPostgres ? opened.database : await openDataDirHere(dataDir!);
  try {
    const { db } = database;
    const cardIds = players.flatMap((player) => [...player.acknowledged.values()]);
    expect(cardIds.length).toBeGreaterThan(KILL_AFTER);
    const missing = {
      notification: await toldOnce(db, cardIds),
      socketMessage: await notOnce(
        db,
        cardIds,
        sql`select (m->1->'card'->>'id')::uuid as id, count(*) as n
          from user_events, jsonb_array_elements(messages) as m where m->>0 = 'collectibleCollected' group by 1`,
      ),
      overlayAlert: await notOnce(db, cardIds, sql`select card_id as id, count(*) as n from overlay_alerts where kind = 'draw' group by 1`),
      webhook: await notOnce(db, cardIds, webhooksOf('card.drawn', 'cardId', 'card')),
      outboxDone: await notOnce(
        db,
        cardIds,
        sql`select (subject->>'cardId')::uuid as id, count(*) as n from domain_events where done_at is not null group by 1`,
      ),
      // Each play approved, on stream once (no page showed it), told to the game once.
      playAlert: await notOnce(
        db,
        playIds,
        sql`select play_id as id, count(*) as n from overlay_alerts where play_id is not null group by 1`,
      ),
      playWebhook: await notOnce(db, playIds, webhooksOf('card.played', 'playId', 'play')),
      playOnStream: await notOnce(db, playIds, sql`select id, count(*) as n from card_plays where state = 'on_stream' group by 1`),
    };
    expect(missing).toEqual({
      notification: [],
      socketMessage: [],
      overlayAlert: [],
      webhook: [],
      outboxDone: [],
      playAlert: [],
      playWebhook: [],
      playOnStream: [],
    });
    // Those the killed server answered and left to do were done by the new one: the case this test is for.
    const { rows: recovered } = (await db.execute(sql`
      select count(*)::integer as n from domain_events
      where done_at >= ${restartedAt}::timestamptz and (subject->>'cardId')::uuid = any(${`{${cardIds.join(',')}}`}::uuid[])
    `)) as unknown as { rows: Array<{ n: number }> };
    if (onPostgres) expect(Number(recovered[0]!.n)).toBeGreaterThanOrEqual(KILL_AFTER);
    // And no card beyond those acknowledged: a draw asked again drew nothing more.
    const { rows } = (await db.execute(sql`select count(*)::integer as n from cards where design_id is not null`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(Number(rows[0]!.n)).toBe(cardIds.length);
  } finally {
    await database.close();
  }
}, 120_000);
