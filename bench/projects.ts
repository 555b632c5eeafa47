import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pLimit from 'p-limit';
import { CARD_PATHS, fillPath, PROJECT_PATHS } from '@arcana/shared';
import type { TProject } from '@arcana/shared/schemas';
import { fromSource, startNodeProcess } from '../tools/arcana-process';
import { startMailCapture } from '../tools/mail-capture';
import { createAccounts, createCreator, linkNewWallet } from './accounts';
import { post } from './http';
import { publishedCollection, startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** The published projects the list is read among. */
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 1_000);
/** Collectors collecting and claiming at once, one client each. */
const COLLECTORS = 50;

export interface ProjectsRow {
  database: string;
  case: string;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  note?: string;
}

/**
 * A creator with two-factor on publishes `PROJECTS` projects, one collection of two designs each (every
 * other one with its common capped), and an admin approves them all.
 */
async function publishProjects(base: string, mail: Awaited<ReturnType<typeof startMailCapture>>, adminToken: string) {
  const { token: creatorToken } = await createCreator(base, mail);
  const limit = pLimit(8);
  return Promise.all(
    Array.from({ length: PROJECTS }, (_, i) =>
      limit(async () => {
        const project = await post<TProject>(
          base,
          PROJECT_PATHS.list,
          { name: `Bench ${i}`, slug: `bench-${i}`, tagline: 'Measured' },
          creatorToken,
        );
        // Every other collection caps its common design: capped ones draw one card at a time.
        const capped = i % 2 === 0;
        return { id: await publishedCollection(base, { creatorToken, adminToken }, project.id, i, { capped }), capped };
      }),
    ),
  );
}

const read = (url: string) => autocannon({ url, connections: 1, duration: 5 });

/**
 * npm run bench (projects): the public list among `PROJECTS` published projects, read one request at
 * a time (the server's time per page), and a project claim's throughput beside the house collect's in
 * the same run (each claim in a capped collection, which draws one card at a time).
 */
export async function benchProjects(database: string, env: Record<string, string>): Promise<ProjectsRow[]> {
  // A thousand projects stay out of a database others use.
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_projects') : undefined;
  const mail = await startMailCapture();
  const { server, adminToken } = await startWithAdmin({ ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, mail, 'projects');
  const rows: ProjectsRow[] = [];
  try {
    const started = performance.now();
    const collections = await publishProjects(server.url, mail, adminToken);
    console.log(`${database}: ${PROJECTS} projects published in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    for (const [label, query] of [
      ['newest, first page', ''],
      ['most collected, first page', '?sort=collected'],
      ['search, first page', '?q=Bench%2099'],
    ] as const) {
      const result = await read(`${server.url}/api${PROJECT_PATHS.list}${query}`);
      rows.push({
        database,
        case: `GET /api/projects (${label})`,
        reqPerSec: result.requests.average,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        note: `non-2xx ${result.non2xx}`,
      });
    }
    const project = await read(`${server.url}/api${fillPath(PROJECT_PATHS.bySlug, { slug: 'bench-500' })}`);
    rows.push({
      database,
      case: 'GET /api/projects/{slug}',
      reqPerSec: project.requests.average,
      p50ms: project.latency.p50,
      p99ms: project.latency.p99,
    });

    // The same load for both: 50 clients for 50 collectors, a fresh attempt each; a collector's claims
    // go to collections they have not claimed from (the nth request: collector n mod 50, collection n div 50).
    const collectors = await createAccounts(server.url, mail, COLLECTORS);
    const wallets = await Promise.all(collectors.map((collector) => linkNewWallet(server.url, collector.token)));
    const attempt = (n: number) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${collectors[n % COLLECTORS]!.token}` },
      body: JSON.stringify({ publicKey: wallets[n % COLLECTORS]!.publicKey, requestId: randomUUID() }),
    });
    // Each run's rate is its cards over the time to its last answer: the clients' per-second averages are
    // too coarse for runs of a few seconds, and autocannon notices it is done only on its next
    // one-second tick, which would round every run up to whole seconds.
    const run = async (label: string, amount: number, pathOf: (n: number) => string, url = server.url) => {
      let next = 0;
      let lastAnswer = 0;
      const started = performance.now();
      const result = await autocannon({
        url,
        method: 'POST',
        connections: COLLECTORS,
        amount,
        requests: [
          {
            setupRequest: (request) => ({ ...request, ...attempt(next), path: pathOf(next++) }),
            onResponse: () => {
              lastAnswer = performance.now();
            },
          },
        ],
      });
      const perSecond = result.requests.total / ((lastAnswer - started) / 1000);
      return { label, perSecond, result };
    };
    const cappedIds = collections.filter((c) => c.capped).map((c) => c.id);
    const uncappedIds = collections.filter((c) => !c.capped).map((c) => c.id);
    // A claim's collection: the nth request goes to collection n div 50, all 50 clients on one at a time.
    const claimIn = (ids: string[]) => (n: number) =>
      `/api${fillPath(PROJECT_PATHS.claim, { collectionId: ids[Math.floor(n / COLLECTORS) % ids.length]! })}`;
    const house = await run('POST collect, house (cards/s)', cappedIds.length, () => `/api${CARD_PATHS.collect}`);
    const runs = [
      house,
      await run('POST claim, capped collections (cards/s)', cappedIds.length, claimIn(cappedIds)),
      await run('POST claim, uncapped collections (cards/s)', uncappedIds.length, claimIn(uncappedIds)),
    ];
    // The yardstick on PostgreSQL, the same load as the house's: a bare route's transaction of one insert per request.
    if (scratch) {
      const bare = await startNodeProcess(fromSource('bench/bare-write-server.ts'), { DATABASE_URL: scratch.url }, '/ready');
      try {
        runs.push(
          await run(
            "yardstick: a bare route's one transaction of 1 insert (per s)",
            house.result.requests.total,
            () => '/write?statements=1',
            bare.url,
          ),
        );
      } finally {
        await bare.stop();
      }
    }
    const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
    const shareNote = (label: string, perSecond: number) =>
      label.startsWith('POST claim')
        ? `${percent(perSecond, house.perSecond)} of the house's; `
        : label.startsWith('yardstick')
          ? `the house's is ${percent(house.perSecond, perSecond)} of this; `
          : '';
    for (const { label, perSecond, result } of runs) {
      rows.push({
        database,
        case: label,
        reqPerSec: perSecond,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        note: `${shareNote(label, perSecond)}non-2xx ${result.non2xx}`,
      });
    }
  } finally {
    await server.stop();
    await mail.close();
    await scratch?.drop();
  }
  return rows;
}

export function printProjects(rows: ProjectsRow[]) {
  console.log(`\nProjects: the public list among ${PROJECTS} published projects, one request at a time; claims beside the house collect.`);
  console.table(rows.map((r) => ({ ...r, reqPerSec: Math.round(r.reqPerSec) })));
}
