import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { AUTH_PATHS, CARD_PATHS } from '@arcana/shared';
import type { TCardPage } from '@arcana/shared/schemas';
import { startArcanaProcess } from '../tools/arcana-process';
import { startMailCapture } from '../tools/mail-capture';
import { BENCH_LIMITS, createAccount, type BenchAccount } from './accounts';
import { percentile } from './fanout';
import { accountWithCards } from './inventory-seed';
import { lighthouseSignedIn } from './lighthouse';
import { createScratchDatabase } from './scratch-database';

/**
 * A collector with many cards (BENCH_COLLECTION_CARDS, 50,000 by default), as the server answers the
 * inventory: the summary and the first page of every sort, filter and search (time and size of the
 * answer), stacked too, with one stack's copies, a walk deep into one sort by cursor, another user's /auth/verify p99 while ten such
 * inventories load over and over, and Lighthouse on that collector's /inventory.
 */
const CARD_COUNT = Number(process.env.BENCH_COLLECTION_CARDS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_COLLECTION_ROUNDS ?? 15);
const LOADERS = 10;
const VERIFY_S = 10;
const root = join(import.meta.dirname, '..');

export interface CollectionRow {
  case: string;
  p50ms: number;
  maxms: number;
  /** The largest answer's body, uncompressed. */
  maxKB: number;
}

/** One GET, timed to its last byte, with the size of its body. */
async function timedGet(base: string, path: string, token: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), body };
}

async function sample(base: string, token: string, name: string, path: string): Promise<CollectionRow> {
  const times: number[] = [];
  let maxBytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { ms, bytes } = await timedGet(base, path, token);
    times.push(ms);
    maxBytes = Math.max(maxBytes, bytes);
  }
  return { case: name, p50ms: percentile(times, 50), maxms: Math.max(...times), maxKB: maxBytes / 1024 };
}

/** Pages 2 to 11 of the name sort, each from the cursor of the one before. */
async function deepWalk(base: string, token: string): Promise<CollectionRow> {
  const times: number[] = [];
  let maxBytes = 0;
  let cursor = (JSON.parse((await timedGet(base, `${CARD_PATHS.minePage}?sort=name`, token)).body) as TCardPage).nextCursor;
  for (let page = 0; page < 10 && cursor; page++) {
    const answer = await timedGet(base, `${CARD_PATHS.minePage}?sort=name&cursor=${cursor}`, token);
    times.push(answer.ms);
    maxBytes = Math.max(maxBytes, answer.bytes);
    cursor = (JSON.parse(answer.body) as TCardPage).nextCursor;
  }
  return { case: 'page 2-11 of sort=name, by cursor', p50ms: percentile(times, 50), maxms: Math.max(...times), maxKB: maxBytes / 1024 };
}

/** The path of the first page of the copies of the largest stack on the first stacked page. */
async function firstStackCopies(base: string, token: string) {
  const { cards } = JSON.parse((await timedGet(base, `${CARD_PATHS.minePage}?sort=newest&stack=true`, token)).body) as TCardPage;
  const largest = cards.reduce((most, card) => (card.copies > most.copies ? card : most));
  return `${CARD_PATHS.minePage}?sort=newest&copiesOf=${largest.id}`;
}

/** Another user's session check while LOADERS clients open the big inventory again and again (summary and first page). */
async function verifyWhileLoading(base: string, collector: BenchAccount, other: BenchAccount) {
  let loading = true;
  let loads = 0;
  const loader = async () => {
    while (loading) {
      await Promise.all([
        timedGet(base, CARD_PATHS.mineSummary, collector.token),
        timedGet(base, `${CARD_PATHS.minePage}?sort=newest`, collector.token),
        timedGet(base, CARD_PATHS.mine, collector.token),
      ]);
      loads++;
    }
  };
  const loaders = Array.from({ length: LOADERS }, loader);
  const verify = await autocannon({
    url: `${base}/api${AUTH_PATHS.verify}`,
    connections: 1,
    overallRate: 50,
    workers: 1,
    duration: VERIFY_S,
    headers: { authorization: `Bearer ${other.token}` },
  });
  loading = false;
  await Promise.all(loaders);
  return {
    p50: verify.latency.p50,
    p99: verify.latency.p99,
    max: verify.latency.max,
    loadsPerSecond: loads / VERIFY_S,
    non2xx: verify.non2xx,
  };
}

export async function benchLargeCollection(database: string, env: Record<string, string>) {
  // 50,000 cards stay out of a database others use.
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_collection') : undefined;
  const mail = await startMailCapture();
  const serverEnv = {
    ...env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    // Its secrets too: the account's token outlives the restart below.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-collection-')),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    WEB_DIST_DIR: join(root, 'apps/web/dist'),
    ...BENCH_LIMITS,
  };
  let server = await startArcanaProcess('compiled', serverEnv);
  try {
    const { account, seconds } = await accountWithCards(server.url, mail, CARD_COUNT);
    console.log(
      `Collection (${database}): ${CARD_COUNT} cards collected over HTTP in ${seconds.toFixed(0)} s (${(CARD_COUNT / seconds).toFixed(0)} cards/s).`,
    );
    // As a server that has run a while answers it: a collection grows by 30 cards a minute at most, and
    // the embedded database's statistics are brought up to date at every start and sweep (5 min).
    await server.stop();
    server = await startArcanaProcess('compiled', serverEnv);
    const other = await createAccount(server.url, mail);
    const rows: CollectionRow[] = [];
    const cases: Array<[string, string]> = [
      ['summary (counts, value, tallies)', CARD_PATHS.mineSummary],
      ['GET /users/my-collectibles (newest page)', CARD_PATHS.mine],
      ['first page, sort=newest', `${CARD_PATHS.minePage}?sort=newest`],
      ['first page, sort=rarity', `${CARD_PATHS.minePage}?sort=rarity`],
      ['first page, sort=name', `${CARD_PATHS.minePage}?sort=name`],
      ['filter rarity=legendary', `${CARD_PATHS.minePage}?sort=newest&rarity=legendary`],
      ['filter type=mage, sort=rarity', `${CARD_PATHS.minePage}?sort=rarity&type=mage`],
      ['search "s" (most cards)', `${CARD_PATHS.minePage}?sort=newest&search=s`],
      ['search "storm"', `${CARD_PATHS.minePage}?sort=newest&search=storm`],
      ['search matching nothing', `${CARD_PATHS.minePage}?sort=name&search=zzzz`],
      ['stacked: first page, sort=newest', `${CARD_PATHS.minePage}?sort=newest&stack=true`],
      ['stacked: first page, sort=rarity', `${CARD_PATHS.minePage}?sort=rarity&stack=true`],
      ['stacked: first page, sort=name', `${CARD_PATHS.minePage}?sort=name&stack=true`],
      ['stacked: filter rarity=legendary', `${CARD_PATHS.minePage}?sort=newest&stack=true&rarity=legendary`],
      ['stacked: search "storm"', `${CARD_PATHS.minePage}?sort=newest&stack=true&search=storm`],
    ];
    for (const [name, path] of cases) rows.push(await sample(server.url, account.token, name, path));
    rows.push(await sample(server.url, account.token, 'one stack’s copies, first page', await firstStackCopies(server.url, account.token)));
    rows.push(await deepWalk(server.url, account.token));
    const verify = await verifyWhileLoading(server.url, account, other);
    const lighthouse = await lighthouseSignedIn(server.url, account, '/inventory');
    return { database, cards: CARD_COUNT, rows, verify, lighthouse };
  } finally {
    await server.stop();
    await mail.close();
    await scratch?.drop();
  }
}

export function printLargeCollection({ database, cards, rows, verify, lighthouse }: Awaited<ReturnType<typeof benchLargeCollection>>) {
  console.log(`\nA collection of ${cards} cards on ${database}: the server's answers (${ROUNDS} each, one at a time)`);
  console.table(rows.map((row) => ({ ...row, p50ms: row.p50ms.toFixed(1), maxms: row.maxms.toFixed(1), maxKB: row.maxKB.toFixed(1) })));
  console.log(
    `Another user's GET /auth/verify (50/s) while ${LOADERS} clients load that inventory (${verify.loadsPerSecond.toFixed(1)} loads/s): ` +
      `p50 ${verify.p50} ms, p99 ${verify.p99} ms, max ${verify.max} ms, non-2xx ${verify.non2xx}`,
  );
  if (lighthouse) {
    console.log(`Lighthouse on that collector's /inventory (${database}; empty cache, one run per preset):`);
    console.table(lighthouse);
  }
}
