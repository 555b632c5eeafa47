import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pLimit from 'p-limit';
import {
  API_DOCS_PATH,
  API_KEY_PATHS,
  API_V1_PATHS,
  fillPath,
  PLAYER_LINK_PATHS,
  PROJECT_PATHS,
  REWARD_PATHS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PATHS,
} from '@arcana/shared';
import type { TLinkCode, TNewApiKey, TProject, TRule } from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { fromSource, startNodeProcess } from '../tools/arcana-process';
import type { OpenApiDocument } from '../tools/api-doc/openapi-types';
import { runFuzz } from '../tools/api-fuzz/fuzz-run';
import { createAccounts, createCreator, linkNewWallet } from './accounts';
import { call, post } from './http';
import { printLatencyRows, type OverlayRow } from './overlay';
import { publishedCollection, startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** Grants sent through the API, one in five a retry of one sent before (the same key and body). */
const GRANTS = Number(process.env.BENCH_GRANTS ?? 5_000);
const GRANTS_IN_FLIGHT = 32;
const PLAYERS = 50;
/** Draws a second while a webhook endpoint listens, and for how long. */
const WEBHOOK_RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 100);
const WEBHOOK_SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10);
/** Seconds of draws as fast as they go, without webhooks and with an endpoint that never answers. */
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const DRAWS_IN_FLIGHT = 16;
/** The longer fuzz: cases per operation, and how many seeds. */
const FUZZ_CASES = Number(process.env.BENCH_FUZZ_CASES ?? 40);
const FUZZ_SEEDS = Number(process.env.BENCH_FUZZ_SEEDS ?? 3);

export type IntegratorRow = OverlayRow;

/**
 * Round trips to the database a grant makes, counted in PostgreSQL's statement log: about fourteen in
 * its transaction (the key's claim and answer, the inbox, the rule, the player, the grant, the ledger,
 * the count, the outbox), the rest around it (the key, its rate limit, the notices and their realtime).
 */
const STATEMENTS_PER_GRANT = 20;

/** Requests to a bare route that writes `statements` rows in one transaction, as many and as many at once as the grants. */
async function bareWrites(databaseUrl: string, statements: number) {
  const bare = await startNodeProcess(fromSource('bench/bare-write-server.ts'), { DATABASE_URL: databaseUrl }, '/ready');
  try {
    const limit = pLimit(GRANTS_IN_FLIGHT);
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: GRANTS }, () =>
        limit(async () => {
          const at = performance.now();
          const res = await fetch(`${bare.url}/write?statements=${statements}`, { method: 'POST' });
          if (!res.ok) throw new Error(`bare write: ${res.status}`);
          await res.arrayBuffer();
          latencies.push(performance.now() - at);
        }),
      ),
    );
    const perSecond = Math.round(GRANTS / ((performance.now() - started) / 1000));
    latencies.sort((a, b) => a - b);
    return { perSecond, p50ms: percentile(latencies, 50), p99ms: percentile(latencies, 99) };
  } finally {
    await bare.stop();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook receiver on loopback: when each card's event arrived; `hang` never answers. */
async function receiver(hang: boolean) {
  const arrived = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { card?: { id: string } } };
      if (event.data.card) arrived.set(event.data.card.id, performance.now());
      if (!hang) res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, arrived, close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))) };
}

/**
 * npm run bench (integrators): grants from a game's server through the API, with retried
 * Idempotency-Keys, counted exactly once; a draw's webhook from its answer to its arrival at an
 * endpoint; draws' throughput with and without an endpoint that never answers; and a longer fuzz of
 * every operation than the suite's.
 */
export async function benchIntegrators(database: string, env: Record<string, string>): Promise<IntegratorRow[]> {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_integrators') : undefined;
  const mail = await startMailCapture();
  const { server, adminToken } = await startWithAdmin(
    { ...env, WEBHOOKS_ALLOW_PRIVATE: 'true', ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    mail,
    'integrators',
  );
  const base = server.url;
  const rows: IntegratorRow[] = [];
  const receivers: Array<Awaited<ReturnType<typeof receiver>>> = [];
  try {
    // A creator's published collection whose rule "Your game's server" grants up to 100 at once, and a key.
    const { token: creatorToken } = await createCreator(base, mail);
    const project = await post<TProject>(
      base,
      PROJECT_PATHS.list,
      { name: 'Bench Game', slug: 'bench-game', tagline: 'Played' },
      creatorToken,
    );
    const collectionId = await publishedCollection(base, { creatorToken, adminToken }, project.id, 0);
    const rule = await post<TRule>(
      base,
      fillPath(REWARD_PATHS.rules, { collectionId }),
      { terms: { source: 'api', reward: 100 } },
      creatorToken,
    );
    await call(base, 'PATCH', fillPath(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true }, creatorToken);
    const { secret } = await post<TNewApiKey>(
      base,
      fillPath(API_KEY_PATHS.keys, { projectId: project.id }),
      { name: 'Bench server', mode: 'live', scopes: ['draws:grant', 'draws:read', 'players:link'] },
      creatorToken,
    );
    const v1 = (path: string, body?: unknown, idempotencyKey?: string) =>
      fetch(`${base}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': idempotencyKey ?? randomUUID() }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // Players, each linked by the code the game asked for.
    const players = await createAccounts(base, mail, PLAYERS);
    const wallets = await Promise.all(players.map((player) => linkNewWallet(base, player.token)));
    await Promise.all(
      players.map(async (player, i) => {
        const code = (await (await v1(API_V1_PATHS.linkCodes, { playerId: `player-${i}` })).json()) as TLinkCode;
        await post(base, PLAYER_LINK_PATHS.redeem, { code: code.code }, player.token);
      }),
    );

    // Grants, one in five a retry of an earlier one: each key must count once.
    const sent: Array<{ key: string; body: unknown }> = [];
    /** Keys answered 201 at least once: each must count one grant, however often it was sent. */
    const accepted = new Set<string>();
    const latencies: number[] = [];
    const limit = pLimit(GRANTS_IN_FLIGHT);
    let retried = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: GRANTS }, (_, n) =>
        limit(async () => {
          const retry = sent.length > 0 && n % 5 === 4;
          const grant = retry
            ? sent[randomInt(sent.length)]!
            : { key: randomUUID(), body: { playerId: `player-${n % PLAYERS}`, collectionId, draws: 1, reason: 'finished a level' } };
          if (retry) retried += 1;
          else sent.push(grant);
          const at = performance.now();
          const res = await v1(API_V1_PATHS.grants, grant.body, grant.key);
          await res.arrayBuffer();
          latencies.push(performance.now() - at);
          if (res.status === 201) accepted.add(grant.key);
          else refused += 1;
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const granted = (await call<TRule[]>(base, 'GET', fillPath(REWARD_PATHS.rules, { collectionId }), undefined, creatorToken))[0]!.granted;
    latencies.sort((a, b) => a - b);
    rows.push({
      database,
      case: `grants through the API (${GRANTS_IN_FLIGHT} in flight, ${retried} retried keys)`,
      value: `${Math.round(GRANTS / seconds)}/s`,
      p50ms: percentile(latencies, 50),
      p99ms: percentile(latencies, 99),
      note: `${granted} draws granted for ${accepted.size} keys accepted${granted === accepted.size ? ' (exactly once)' : ' (NOT exactly once)'}; ${refused} refused`,
    });

    // The yardstick on PostgreSQL: what a bare route does with as many round trips as a grant makes, and with one.
    if (scratch)
      for (const statements of [1, STATEMENTS_PER_GRANT]) {
        const bare = await bareWrites(scratch.url, statements);
        rows.push({
          database,
          case: `yardstick: a bare route's one transaction of ${statements} insert${statements === 1 ? '' : 's'} (${GRANTS_IN_FLIGHT} in flight)`,
          value: `${bare.perSecond}/s`,
          p50ms: bare.p50ms,
          p99ms: bare.p99ms,
        });
      }

    // Four hundred more draws each, so no draw below is refused for want of one.
    for (let pass = 0; pass < 4; pass += 1)
      await Promise.all(
        players.map((_, i) => v1(API_V1_PATHS.grants, { playerId: `player-${i}`, collectionId, draws: 100, reason: 'a season pass' })),
      );

    // Draws at a steady rate with an endpoint listening.
    const endpoints = fillPath(WEBHOOK_PATHS.endpoints, { projectId: project.id });
    const listening = await receiver(false);
    receivers.push(listening);
    const hookBody = { url: listening.url, events: [...WEBHOOK_EVENT_TYPES] };
    const { endpoint } = await post<{ endpoint: { id: string } }>(base, endpoints, hookBody, creatorToken);
    const draw = async (n: number) => {
      const who = n % PLAYERS;
      const res = await fetch(`${base}/api${fillPath(PROJECT_PATHS.claim, { collectionId })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${players[who]!.token}` },
        body: JSON.stringify({ publicKey: wallets[who]!.publicKey, requestId: randomUUID() }),
      });
      return res.ok ? ((await res.json()) as { id: string }).id : null;
    };
    const answeredAt = new Map<string, number>();
    const steady = performance.now();
    await Promise.all(
      Array.from({ length: WEBHOOK_RATE * WEBHOOK_SECONDS }, async (_, n) => {
        await sleep(Math.max(0, steady + (n * 1000) / WEBHOOK_RATE - performance.now()));
        const id = await draw(n);
        if (id) answeredAt.set(id, performance.now());
      }),
    );
    const deadline = Date.now() + 15_000;
    while ([...answeredAt.keys()].some((id) => !listening.arrived.has(id)) && Date.now() < deadline) await sleep(50);
    const delivery = [...answeredAt]
      .flatMap(([id, at]) => (listening.arrived.has(id) ? [listening.arrived.get(id)! - at] : []))
      .sort((a, b) => a - b);
    rows.push({
      database,
      case: `draw answered → its webhook at the endpoint (${WEBHOOK_RATE} draws/s for ${WEBHOOK_SECONDS} s)`,
      value: `${delivery.length} of ${answeredAt.size} delivered`,
      p50ms: percentile(delivery, 50),
      p99ms: percentile(delivery, 99),
    });
    await fetch(`${base}/api${fillPath(WEBHOOK_PATHS.endpoint, { projectId: project.id, endpointId: endpoint.id })}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${creatorToken}` },
    });

    // Then as fast as draws go, without an endpoint and with one that never answers.
    const throughput = async () => {
      const limitDraws = pLimit(DRAWS_IN_FLIGHT);
      let n = 0;
      let done = 0;
      const until = performance.now() + THROUGHPUT_SECONDS * 1000;
      const next = async (): Promise<void> => {
        if (performance.now() >= until) return;
        if (await draw(n++)) done += 1;
        return next();
      };
      await Promise.all(Array.from({ length: DRAWS_IN_FLIGHT }, () => limitDraws(next)));
      return done / THROUGHPUT_SECONDS;
    };
    // Alternating, twice each: the host's load moves, and the cards table grows from run to run.
    const hanging = await receiver(true);
    receivers.push(hanging);
    const without: number[] = [];
    const withDead: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      without.push(await throughput());
      const dead = await post<{ endpoint: { id: string } }>(base, endpoints, { url: hanging.url, events: ['card.drawn'] }, creatorToken);
      withDead.push(await throughput());
      await fetch(`${base}/api${fillPath(WEBHOOK_PATHS.endpoint, { projectId: project.id, endpointId: dead.endpoint.id })}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${creatorToken}` },
      });
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    rows.push({
      database,
      case: `draws/s as fast as they go (${DRAWS_IN_FLIGHT} in flight, ${THROUGHPUT_SECONDS} s a run, alternating)`,
      value: `${runs(without)} without webhooks; ${runs(withDead)} with an endpoint that never answers`,
      note: `${(((mean(withDead) - mean(without)) / mean(without)) * 100).toFixed(1)} % on the means`,
    });

    // The longer fuzz: more cases per operation, several seeds.
    const document = (await (await fetch(`${base}${API_DOCS_PATH}/json`)).json()) as OpenApiDocument;
    const fuzzCreator = await createCreator(base, mail);
    const fuzzProject = await post<TProject>(
      base,
      PROJECT_PATHS.list,
      { name: 'Fuzz', slug: 'bench-fuzz', tagline: 'Odd' },
      fuzzCreator.token,
    );
    for (let s = 0; s < FUZZ_SEEDS; s += 1) {
      const seed = randomInt(2 ** 31 - 1);
      const fuzzStarted = performance.now();
      const report = await runFuzz({
        document,
        seed,
        casesPerOperation: FUZZ_CASES,
        known: { projectId: fuzzProject.id, collectionId, slug: 'bench-fuzz', playerId: 'player-1', provider: 'discord' },
        callers: [
          { name: 'anonymous', headers: () => ({}) },
          { name: 'signed in', headers: () => ({ authorization: `Bearer ${fuzzCreator.token}` }) },
          { name: 'a project key', headers: () => ({ authorization: `Bearer ${secret}` }) },
        ],
        skip: (operationId, caller) => operationId === 'logOut' && caller.name === 'signed in',
        send: async ({ method, url, body, headers }) => {
          const res = await fetch(`${base}${url}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
          return { status: res.status, contentType: res.headers.get('content-type') ?? undefined, body: await res.text() };
        },
      });
      rows.push({
        database,
        case: `fuzz, seed ${seed} (${FUZZ_CASES} cases per operation, three callers)`,
        value: `${report.requests} requests in ${((performance.now() - fuzzStarted) / 1000).toFixed(0)} s`,
        note:
          report.failures.length === 0 ? 'no failure' : `${report.failures.length} failures: ${report.failures.slice(0, 3).join(' | ')}`,
      });
    }
  } finally {
    await Promise.all(receivers.map((one) => one.close()));
    await server.stop();
    await mail.close();
    await scratch?.drop();
  }
  return rows;
}

export const printIntegrators = (rows: IntegratorRow[]) =>
  printLatencyRows('Integrators (grants through the API, webhooks out, the longer fuzz)', rows);
