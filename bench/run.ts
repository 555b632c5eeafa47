import { randomBytes, randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { AUTH_PATHS, CARD_PATHS } from '@arcana/shared';
import { startMailCapture } from '../tools/mail-capture';
import { fromSource, rssMiB, startArcanaProcess, startNodeProcess, type ProcessHandle } from '../tools/arcana-process';
import { BENCH_LIMITS, BENCH_PASSWORD, createAccount, linkNewWallet } from './accounts';
import { FIRST_VISITS, routeJavaScript } from './bundle-size';
import { measureFanout, openSockets } from './fanout';
import { benchFanout, fanoutRow, type FanoutRow } from './fanout-cases';
import { benchInventory, printInventory } from './inventory';
import { benchLandingFrames, printLandingFrames } from './landing';
import { benchPageLoads, printPageLoads } from './page-loads';
import { benchCardArt, printCardArt } from './card-art';
import { benchReveal, printReveal } from './reveal';
import { benchViewerPath, printViewerPath } from './viewer-path';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { benchProjectCards } from './project-cards';
import { benchSoak } from './soak';
import { printSoak, type SoakReport } from './soak-report';
import { benchStartup, type StartupRow } from './startup';
import { benchStartupMemory, type StartupMemoryRow } from './startup-memory';
import { benchLargeCollection, printLargeCollection } from './large-collection';
import { benchProjects, printProjects } from './projects';
import { benchEventSub, printEventSub } from './eventsub';
import { benchOverlay, printOverlay } from './overlay';
import { benchPlays, printPlays } from './plays';
import { benchCrafting, printCrafting } from './crafting';
import { benchMarket, printMarket } from './market';
import { benchIntegrators, printIntegrators } from './integrators';
import { benchModels, printModels } from './models';
import { benchSuite, printSuite } from './suite';

/**
 * npm run bench: requests/s and p99 of Arcana's hot account routes beside a bare Fastify route, on
 * PGlite and (with DATABASE_URL) PostgreSQL, with the server's memory. Prints figures; asserts nothing.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

interface Row {
  database: string;
  case: string;
  reqPerSec: number;
  p99ms: number;
  note?: string;
}

const rows: Row[] = [];
const fanout: FanoutRow[] = [];
const startup: StartupRow[] = [];
const startupMemory: StartupMemoryRow[] = [];
const FANOUT_SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 1000);
/**
 * BENCH_ONLY=<section> runs one section alone: http, fanout (realtime), startup, collection (a 50,000-card
 * collection as the server answers it), inventory, art (the cards' art on the inventory's first screen),
 * reveal (the main thread while cards are revealed), viewer (a streamer's link to the first card, its
 * clicks and seconds), projects (the public list among 1,000 projects,
 * and claims beside the house collect), eventsub (Twitch's signed notifications taken and granted, and
 * a burst of follows beside session checks), overlay (draws reaching a stream overlay's page, and the
 * memory of a hundred connected pages), plays (a streamer's queue of card plays read and approved
 * with a thousand waiting, and plays reaching the overlay), crafting (50 collectors crafting at once,
 * and dismantling all duplicates of 50,000 cards, on PostgreSQL only), market (100 buyers for 100
 * listings at once through the real payment path, sellers' notices after sales and password changes
 * one at a time, and a market page of 10,000 listings, on PostgreSQL only), integrators (grants through the API,
 * webhooks out, the longer fuzz), models (a card's 3D model drawn, and the collection room's frames),
 * landing, pages (a page load's cost in Chromium), lighthouse (in Chromium), project-cards (Lighthouse
 * on a creator's project page with 60 designs as cards), soak, or suite (the test suite's own time).
 */
const SECTIONS = [
  'http',
  'fanout',
  'startup',
  'collection',
  'projects',
  'eventsub',
  'overlay',
  'plays',
  'crafting',
  'market',
  'integrators',
  'models',
  'inventory',
  'art',
  'reveal',
  'viewer',
  'landing',
  'pages',
  'lighthouse',
  'project-cards',
  'soak',
  'suite',
] as const;
type Section = (typeof SECTIONS)[number];
/** Minutes long (the soak five per database, the suite as long as npm test): run only when asked for by name. */
const ON_REQUEST: readonly Section[] = ['soak', 'suite'];
const only = process.env.BENCH_ONLY;
if (only && !SECTIONS.includes(only as Section)) throw new Error(`BENCH_ONLY: one of ${SECTIONS.join(', ')}`);
const runs = (section: Section) => (only ? only === section : !ON_REQUEST.includes(section));
const soaks: SoakReport[] = [];

/** Printed at once: the PGlite run's figures stay on screen even if the PostgreSQL one cannot start. */
async function soakOn(database: string, env: Record<string, string>) {
  const report = await benchSoak(database, env);
  printSoak(report);
  soaks.push(report);
}
const memory: Array<{ database: string; afterStartMiB: number; underLoadMiB: number }> = [];

function load(opts: autocannon.Options): Promise<Result> {
  return autocannon({ duration: DURATION_S, ...opts });
}

/** Samples a process's RSS while work runs; returns the peak. */
async function peakRssDuring<T>(pid: number, work: Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
  try {
    return [await work, peak];
  } finally {
    clearInterval(timer);
  }
}

async function benchArcana(database: string, env: Record<string, string>, bareReqPerSec: number) {
  const mail = await startMailCapture();
  const server: ProcessHandle = await startArcanaProcess('compiled', {
    ...env,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    ...BENCH_LIMITS,
  });
  try {
    const afterStartMiB = rssMiB(server.pid);
    const { email, token } = await createAccount(server.url, mail);

    const [verify, peak] = await peakRssDuring(
      server.pid,
      load({ url: `${server.url}/api${AUTH_PATHS.verify}`, connections: 50, headers: { authorization: `Bearer ${token}` } }),
    );
    rows.push({
      database,
      case: 'GET /api/auth/verify (valid token)',
      reqPerSec: verify.requests.average,
      p99ms: verify.latency.p99,
      note: `${((verify.requests.average / bareReqPerSec) * 100).toFixed(1)} % of bare; non-2xx ${verify.non2xx}`,
    });

    // Login under load, with a trickle of health checks beside it: hashing must not block the event loop.
    const loginRun = load({
      url: `${server.url}/api${AUTH_PATHS.login}`,
      method: 'POST',
      connections: 16,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    // The probes measure from threads of their own, so the login load's generator does not delay them.
    const probe = (path: string) => load({ url: `${server.url}${path}`, connections: 1, overallRate: 50, workers: 1 });
    const healthRun = probe('/api/health');
    // An answer that needs no database shows the event loop's own delay under the same load.
    const noDatabaseRun = probe('/api/no-such-route');
    const [[login, health, noDatabase], loginPeak] = await peakRssDuring(server.pid, Promise.all([loginRun, healthRun, noDatabaseRun]));
    rows.push({
      database,
      case: 'POST /api/auth/login (argon2id)',
      reqPerSec: login.requests.average,
      p99ms: login.latency.p99,
      note: `non-2xx ${login.non2xx}`,
    });
    rows.push({ database, case: 'GET /api/health during login load', reqPerSec: health.requests.average, p99ms: health.latency.p99 });
    rows.push({
      database,
      case: 'GET (404, no database) during login load',
      reqPerSec: noDatabase.requests.average,
      p99ms: noDatabase.latency.p99,
    });
    // The answer must not tell whether an account exists: one client probing times the answer for an
    // address with an account and for one without (the link is made and mailed after the answer).
    for (const [label, address] of [
      ['an account', email],
      ['no account', `nobody-${randomBytes(4).toString('hex')}@example.com`],
    ] as const) {
      const forgot = await load({
        url: `${server.url}/api${AUTH_PATHS.forgotPassword}`,
        method: 'POST',
        connections: 1,
        duration: Math.max(3, DURATION_S / 2),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address }),
      });
      rows.push({
        database,
        case: `POST /api/auth/forgot-password (${label})`,
        reqPerSec: forgot.requests.average,
        p99ms: forgot.latency.p99,
        note: `p50 ${forgot.latency.p50} ms; non-2xx ${forgot.non2xx}`,
      });
    }
    // Last: its thousands of inserts would otherwise be the database's background work during the login case.
    // Collecting: 50 clients, each request a new attempt (a fresh request id), all for one linked wallet.
    const wallet = await linkNewWallet(server.url, token);
    const collect = await load({
      url: `${server.url}/api${CARD_PATHS.collect}`,
      method: 'POST',
      connections: 50,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      requests: [
        { setupRequest: (request) => ({ ...request, body: JSON.stringify({ publicKey: wallet.publicKey, requestId: randomUUID() }) }) },
      ],
    });
    rows.push({
      database,
      case: 'POST /api/users/collectibles/collect (cards/s)',
      reqPerSec: collect.requests.average,
      p99ms: collect.latency.p99,
      note: `non-2xx ${collect.non2xx}`,
    });

    memory.push({ database, afterStartMiB, underLoadMiB: Math.max(peak, loginPeak) });
  } finally {
    await server.stop();
    await mail.close();
  }
}

/** The yardstick for the HTTP cases: a route that does nothing, on the same machine in the same run. */
async function benchBareFastify(): Promise<number> {
  const bare = await startNodeProcess(fromSource('bench/bare-server.ts'), {}, '/bare');
  try {
    const result = await load({ url: `${bare.url}/bare`, connections: 50 });
    rows.push({ database: '-', case: 'GET /bare (bare Fastify route)', reqPerSec: result.requests.average, p99ms: result.latency.p99 });
    return result.requests.average;
  } finally {
    await bare.stop();
  }
}

/** The yardstick for the fan-out cases: socket.io broadcasting to the same number of sockets. */
async function benchBareBroadcast() {
  const bareIo = await startNodeProcess(fromSource('bench/bare-socket-server.ts'), {}, '/');
  try {
    const sockets = await openSockets(bareIo.url, FANOUT_SOCKETS, { path: '/socket.io', readyEvent: 'connect' });
    const latencies = await measureFanout(sockets, 'tick', () => fetch(`${bareIo.url}/emit`));
    sockets.forEach((socket) => socket.close());
    fanout.push(fanoutRow('bare socket.io broadcast', FANOUT_SOCKETS, latencies));
  } finally {
    await bareIo.stop();
  }
}

async function main() {
  console.log(`Benchmark: ${DURATION_S} s per case, load generated from this process (2-core machine: both share the CPU).\n`);
  const bareReqPerSec = runs('http') ? await benchBareFastify() : 0;
  if (runs('fanout')) await benchBareBroadcast();

  if (runs('http')) await benchArcana('PGlite', {}, bareReqPerSec);
  if (runs('fanout')) fanout.push(...(await benchFanout('PGlite', {}, FANOUT_SOCKETS, 1)));
  if (runs('startup')) startup.push(...(await benchStartup('PGlite', {})));
  if (runs('startup')) startupMemory.push(...(await benchStartupMemory()));
  if (runs('collection')) printLargeCollection(await benchLargeCollection('PGlite', {}));
  if (runs('projects')) printProjects(await benchProjects('PGlite', {}));
  if (runs('eventsub')) printEventSub(await benchEventSub('PGlite', {}));
  if (runs('overlay')) printOverlay(await benchOverlay('PGlite', {}));
  if (runs('plays')) printPlays(await benchPlays('PGlite', {}));
  if (runs('integrators')) printIntegrators(await benchIntegrators('PGlite', {}));
  if (runs('soak')) await soakOn('PGlite', {});
  if (process.env.DATABASE_URL) {
    // Shared by every instance, as in production.
    const postgres = {
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
    };
    if (runs('http')) await benchArcana('PostgreSQL', postgres, bareReqPerSec);
    if (runs('fanout')) fanout.push(...(await benchFanout('PostgreSQL', postgres, FANOUT_SOCKETS, 2)));
    if (runs('startup')) startup.push(...(await benchStartup('PostgreSQL', postgres)));
    if (runs('collection')) printLargeCollection(await benchLargeCollection('PostgreSQL', postgres));
    if (runs('projects')) printProjects(await benchProjects('PostgreSQL', postgres));
    if (runs('eventsub')) printEventSub(await benchEventSub('PostgreSQL', postgres));
    if (runs('overlay')) printOverlay(await benchOverlay('PostgreSQL', postgres));
    if (runs('plays')) printPlays(await benchPlays('PostgreSQL', postgres));
    if (runs('crafting')) printCrafting(await benchCrafting('PostgreSQL', postgres));
    if (runs('market')) printMarket(await benchMarket('PostgreSQL', postgres));
    if (runs('integrators')) printIntegrators(await benchIntegrators('PostgreSQL', postgres));
    if (runs('soak')) await soakOn('PostgreSQL', postgres);
  } else {
    console.log('DATABASE_URL not set: PostgreSQL figures skipped (set it to a PostgreSQL database to include them).\n');
  }

  if (runs('http')) {
    console.table(rows.map((r) => ({ ...r, reqPerSec: Math.round(r.reqPerSec), p99ms: r.p99ms })));
    console.table(
      Object.entries(FIRST_VISITS).map(([route, visit]) => {
        const { files, gzipBytes } = routeJavaScript(visit);
        return { route, 'JavaScript (gzip KB)': (gzipBytes / 1024).toFixed(1), files: files.length };
      }),
    );
    console.table(
      memory.map((m) => ({
        database: m.database,
        'RSS after start (MiB)': m.afterStartMiB.toFixed(0),
        'RSS peak under load (MiB)': m.underLoadMiB.toFixed(0),
      })),
    );
  }
  if (runs('fanout')) console.table(fanout.map((f) => ({ ...f, p50ms: f.p50ms.toFixed(1), p99ms: f.p99ms.toFixed(1) })));
  if (runs('startup')) console.table(startup);
  if (runs('startup')) console.table(startupMemory);
  if (runs('models')) printModels(await benchModels());
  if (runs('inventory')) printInventory(await benchInventory());
  if (runs('art')) printCardArt(await benchCardArt());
  if (runs('reveal')) printReveal(await benchReveal());
  if (runs('viewer')) printViewerPath(await benchViewerPath({}));
  if (runs('landing')) printLandingFrames(await benchLandingFrames());
  if (runs('pages')) printPageLoads(await benchPageLoads());
  const lighthouse = runs('lighthouse') ? await benchLighthouse() : null;
  if (lighthouse) printLighthouse(lighthouse);
  const projectCards = runs('project-cards') ? await benchProjectCards() : null;
  if (projectCards) printLighthouse(projectCards);
  if (runs('suite')) printSuite(await benchSuite());
  const soakErrors = soaks.reduce((sum, report) => sum + report.errors, 0);
  if (soakErrors > 0) {
    console.error(`\nThe soak saw ${soakErrors} errors: it must see none.`);
    process.exitCode = 1;
  }
}

await main();
