import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pLimit from 'p-limit';
import { io, type Socket } from 'socket.io-client';
import { AUTH_PATHS, fillPath, OVERLAY_NAMESPACE, OVERLAY_PATHS, PROJECT_PATHS, SOCKET_PATH } from '@arcana/shared';
import type { OverlayClientEvents, OverlayServerEvents, TCard, TOverlayAddress, TProject } from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { createAccounts, createCreator, linkNewWallet } from './accounts';
import { call, post } from './http';
import { publishedCollection, startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** Draws a second into one project's overlay, and for how long. */
const DRAWS_PER_SECOND = Number(process.env.BENCH_OVERLAY_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_OVERLAY_SECONDS ?? 20);
/** Collectors drawing in turn; each has a welcome draw in each collection, so draws / collectors collections are published. */
const COLLECTORS = 50;
/** Overlay pages connected at once for the memory case, one per project. */
const OVERLAYS = Number(process.env.BENCH_OVERLAYS ?? 100);

export type OverlaySocket = Socket<OverlayServerEvents, OverlayClientEvents>;

export interface OverlayRow {
  database: string;
  case: string;
  value: string;
  p50ms?: number;
  p99ms?: number;
  note?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** An overlay page's socket, as the browser source opens it: resolves once it has its queue. */
export function openOverlay(base: string, token: string): Promise<OverlaySocket> {
  const socket: OverlaySocket = io(`${base}${OVERLAY_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('overlayQueue', () => resolve(socket));
    socket.once('overlayRefused', ({ message }) => reject(new Error(message)));
  });
}

/** The server process's resident memory, as the kernel counts it. */
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * npm run bench (overlay): draws at a steady rate into one project whose overlay page is connected
 * (the bench's socket stands in for it), timed from the draw sent to its alert at the page, where its
 * reveal starts; then the server's memory with a hundred overlay pages connected.
 */
export async function benchOverlay(database: string, env: Record<string, string>): Promise<OverlayRow[]> {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_overlay') : undefined;
  const mail = await startMailCapture();
  const { server, adminToken } = await startWithAdmin({ ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, mail, 'overlay');
  const base = server.url;
  const rows: OverlayRow[] = [];
  const sockets: OverlaySocket[] = [];
  try {
    const { token: creatorToken } = await createCreator(base, mail);
    const project = await post<TProject>(
      base,
      PROJECT_PATHS.list,
      { name: 'Bench Live', slug: 'bench-live', tagline: 'On stream' },
      creatorToken,
    );
    const draws = DRAWS_PER_SECOND * SECONDS;
    const collectionCount = Math.ceil(draws / COLLECTORS);
    const collections: string[] = [];
    for (let n = 0; n < collectionCount; n += 1)
      collections.push(await publishedCollection(base, { creatorToken, adminToken }, project.id, n));
    const collectors = await createAccounts(base, mail, COLLECTORS);
    const wallets = await Promise.all(collectors.map((collector) => linkNewWallet(base, collector.token)));
    const names = await Promise.all(
      collectors.map(
        async ({ token }) => (await call<{ user: { username: string } }>(base, 'GET', AUTH_PATHS.verify, undefined, token)).user.username,
      ),
    );

    // The page, connected; each alert's arrival kept by who drew which card (each collector draws a design
    // once). A page says an alert is done only once it has shown it, seconds later: this one says nothing.
    const address = await call<TOverlayAddress>(
      base,
      'GET',
      fillPath(OVERLAY_PATHS.address, { projectId: project.id }),
      undefined,
      creatorToken,
    );
    const page = await openOverlay(base, address.token);
    sockets.push(page);
    const arrived = new Map<string, number>();
    page.on('overlayAlert', (alert) => {
      if ('card' in alert) arrived.set(`${alert.collector}:${alert.card.name}`, performance.now());
    });

    // Open loop: the nth draw is sent at n / rate seconds, whether the ones before are answered or not.
    const sent = new Map<string, number>();
    const answers: number[] = [];
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: draws }, async (_, n) => {
        const who = n % COLLECTORS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (n * 1000) / DRAWS_PER_SECOND - performance.now())));
        const at = performance.now();
        const res = await fetch(`${base}/api${fillPath(PROJECT_PATHS.claim, { collectionId: collections[Math.floor(n / COLLECTORS)]! })}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${collectors[who]!.token}` },
          body: JSON.stringify({ publicKey: wallets[who]!.publicKey, requestId: randomUUID() }),
        });
        if (!res.ok) return void (refused += 1);
        answers.push(performance.now() - at);
        sent.set(`${names[who]}:${((await res.json()) as TCard).name}`, at);
      }),
    );
    const deadline = Date.now() + 10_000;
    while (arrived.size < sent.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = [...sent].flatMap(([key, at]) => (arrived.has(key) ? [arrived.get(key)! - at] : [])).sort((a, b) => a - b);
    const answered = answers.sort((a, b) => a - b);
    rows.push({
      database,
      case: `draw → alert at the page (${DRAWS_PER_SECOND} draws/s for ${SECONDS} s)`,
      value: `${latencies.length} of ${sent.size} arrived`,
      p50ms: percentile(latencies, 50),
      p99ms: percentile(latencies, 99),
      note: `draws refused ${refused}`,
    });
    rows.push({
      database,
      case: 'the draw’s own answer',
      value: `${answered.length} answered`,
      p50ms: percentile(answered, 50),
      p99ms: percentile(answered, 99),
    });
    page.close();
    sockets.length = 0;

    // A hundred streamers' pages: one overlay per project, each page connected and sent its queue.
    const limit = pLimit(8);
    const tokens = await Promise.all(
      Array.from({ length: OVERLAYS }, (_, i) =>
        limit(async () => {
          const own = await post<TProject>(
            base,
            PROJECT_PATHS.list,
            { name: `Stream ${i}`, slug: `stream-${i}`, tagline: 'Live' },
            creatorToken,
          );
          return (await call<TOverlayAddress>(base, 'GET', fillPath(OVERLAY_PATHS.address, { projectId: own.id }), undefined, creatorToken))
            .token;
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = residentMb(server.pid);
    sockets.push(...(await Promise.all(tokens.map((token) => limit(() => openOverlay(base, token))))));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = residentMb(server.pid);
    rows.push({
      database,
      case: `${OVERLAYS} overlay pages connected`,
      value: `${(after - before).toFixed(1)} MB more resident memory`,
      note: `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    });
  } finally {
    sockets.forEach((socket) => socket.close());
    await server.stop();
    await mail.close();
    await scratch?.drop();
  }
  return rows;
}

/** A section's rows, each a case with its value and, where timed, its p50 and p99. */
export function printLatencyRows(title: string, rows: OverlayRow[]) {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      database: row.database,
      case: row.case,
      value: row.value,
      'p50 ms': row.p50ms === undefined ? '' : Number(row.p50ms.toFixed(1)),
      'p99 ms': row.p99ms === undefined ? '' : Number(row.p99ms.toFixed(1)),
      note: row.note ?? '',
    })),
  );
}

export const printOverlay = (rows: OverlayRow[]) =>
  printLatencyRows('Stream overlay (draws reaching a connected page; memory of connected pages)', rows);
