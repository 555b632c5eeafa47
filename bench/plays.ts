import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { chromium } from 'playwright-core';
import { DOCK_AUTH_SCHEME, DOCK_PATHS, dockPageUrl, fillPath, OVERLAY_PATHS, PLAY_PATHS, PROJECT_PATHS } from '@arcana/shared';
import type {
  TCard,
  TCardAction,
  TCollectionActions,
  TDockAddress,
  TOverlayAddress,
  TPlay,
  TPlayQueue,
  TProject,
} from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { createAccounts, createCreator, type BenchAccount } from './accounts';
import { percentile } from './fanout';
import { call, post } from './http';
import { openOverlay, printLatencyRows, type OverlayRow, type OverlaySocket } from './overlay';
import { publishedCollection, startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** Plays waiting in the streamer's queue while it is read, each of a card of its own. */
const WAITING = Number(process.env.BENCH_PLAYS_WAITING ?? 1_000);
/** Reads of each queue route, one after another. */
const READS = Number(process.env.BENCH_PLAYS_READS ?? 200);
/** Approvals one after another, by the dock and then as many by the creator's route. */
const APPROVALS = Number(process.env.BENCH_PLAYS_APPROVALS ?? 200);
/** Plays a second, approved by the queue itself, into a connected overlay page; for how long. */
const PLAYS_PER_SECOND = Number(process.env.BENCH_PLAYS_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_PLAYS_SECONDS ?? 5);
/** Collectors, each with a welcome draw in each collection: cards / collectors collections. */
const COLLECTORS = 50;
/** Draws and plays sent at once while the queue fills: a few, as a stream's viewers would. */
const IN_FLIGHT = 8;

/** Loads of the dock page, each in a new browser context: OBS opens a dock cold. */
const DOCK_LOADS = Number(process.env.BENCH_PLAYS_DOCK_LOADS ?? 5);
/** An OBS custom dock: a narrow panel beside the preview. */
const DOCK_VIEWPORT = { width: 420, height: 760 };
const root = join(import.meta.dirname, '..');

/** Plays again as soon as its play is done: only its own play in the queue holds a card back. */
const SHOUT: TCardAction = { kind: 'shout', reusable: true, cooldownSeconds: 0, liveOnly: false };
/** The rarities of publishedCollection's two designs. */
const ACTIONS: TCollectionActions = { rarities: { common: SHOUT, legendary: SHOUT }, designs: {} };

/** A card and the token of the collector who holds it. */
interface Holding {
  token: string;
  cardId: string;
}

/** The project whose queue is measured, on the server at `base`, and its creator's session. */
interface Stream {
  base: string;
  database: string;
  projectId: string;
  creatorToken: string;
}

/** Every collector's welcome draw in each collection, without a wallet, as an account draws. */
function drawCards(base: string, collectors: BenchAccount[], collectionIds: string[]): Promise<Holding[]> {
  const limit = pLimit(IN_FLIGHT);
  return Promise.all(
    collectionIds.flatMap((collectionId) =>
      collectors.map(({ token }) =>
        limit(async () => {
          const card = await post<TCard>(base, fillPath(PROJECT_PATHS.claim, { collectionId }), { requestId: randomUUID() }, token);
          return { token, cardId: card.id };
        }),
      ),
    ),
  );
}

const play = (base: string, { token, cardId }: Holding) => post<TPlay>(base, PLAY_PATHS.plays, { cardId, requestId: randomUUID() }, token);

/** The dock's token, taken from its address's fragment as the dock page takes it (DockPage.tsx). */
async function dockToken({ base, projectId, creatorToken }: Stream): Promise<string> {
  const { url } = await call<TDockAddress>(base, 'GET', fillPath(PLAY_PATHS.dockAddress, { projectId }), undefined, creatorToken);
  return decodeURIComponent(new URL(url).hash.slice(1));
}

/** A call as the OBS dock makes it (useDock.ts): `Authorization: Dock {token}`, no body. */
async function dockCall<T>(base: string, method: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`, { method, headers: { authorization: `${DOCK_AUTH_SCHEME} ${token}` } });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Each call's time in ms, the calls made one after another. */
async function timedInTurn(count: number, once: (n: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const at = performance.now();
    await once(n);
    times.push(performance.now() - at);
  }
  return times;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function latencyRow(database: string, label: string, value: string, times: number[], note?: string): OverlayRow {
  return { database, case: label, value, p50ms: percentile(times, 50), p99ms: percentile(times, 99), ...(note ? { note } : {}) };
}

/**
 * A creator's project whose collections' cards play a shout, and `cards` cards of them held by 50
 * collectors: published and drawn through the API as the apps would.
 */
async function streamWithCards(database: string, env: Record<string, string>, cards: number) {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_plays') : undefined;
  const mail = await startMailCapture();
  const { server, adminToken } = await startWithAdmin({ ...env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, mail, 'plays');
  const close = async () => {
    await server.stop();
    await mail.close();
    await scratch?.drop();
  };
  try {
    const base = server.url;
    const { token: creatorToken } = await createCreator(base, mail);
    const project = await post<TProject>(
      base,
      PROJECT_PATHS.list,
      { name: 'Bench Plays', slug: 'bench-plays', tagline: 'Played' },
      creatorToken,
    );
    const collectionIds: string[] = [];
    for (let n = 0; n < Math.ceil(cards / COLLECTORS); n += 1)
      collectionIds.push(await publishedCollection(base, { creatorToken, adminToken }, project.id, n, { actions: ACTIONS }));
    const collectors = await createAccounts(base, mail, COLLECTORS);
    const holdings = await drawCards(base, collectors, collectionIds);
    return { stream: { base, database, projectId: project.id, creatorToken }, holdings, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The queue read by the dock and by its creator's page while `waiting` plays wait; one read of each
 * first, untimed, so the first timed one does not pay for warming the route.
 */
async function queueReads(stream: Stream, dock: string, waiting: number): Promise<OverlayRow[]> {
  const { base, database, projectId, creatorToken } = stream;
  const byDock = () => dockCall<TPlayQueue>(base, 'GET', DOCK_PATHS.queue, dock);
  const creatorsQueue = fillPath(PLAY_PATHS.queue, { projectId });
  const byCreator = () => call<TPlayQueue>(base, 'GET', creatorsQueue, undefined, creatorToken);
  const { counts, waiting: listed } = await byDock();
  await byCreator();
  const value = `${READS} reads, ${waiting} plays waiting`;
  const note = `${counts.waiting} counted waiting, ${listed.length} listed`;
  return [
    latencyRow(database, `GET /api${DOCK_PATHS.queue} (the dock)`, value, await timedInTurn(READS, byDock), note),
    latencyRow(database, `GET /api${PLAY_PATHS.queue} (its creator)`, value, await timedInTurn(READS, byCreator), note),
  ];
}

/**
 * The OBS dock's page opened with the queue full, in Chromium: from the navigation to its first
 * contentful paint, and to the oldest play's row drawn (what the streamer acts on).
 */
async function dockLoads(stream: Stream, dock: string, waiting: number): Promise<OverlayRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const painted: number[] = [];
    const drawn: number[] = [];
    for (let n = 0; n < DOCK_LOADS; n += 1) {
      const context = await browser.newContext({ viewport: DOCK_VIEWPORT });
      const page = await context.newPage();
      const at = performance.now();
      await page.goto(dockPageUrl(stream.base, dock));
      await page.getByRole('listitem').first().waitFor();
      drawn.push(performance.now() - at);
      painted.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN));
      await context.close();
    }
    const value = `${DOCK_LOADS} loads, each in a new context, ${waiting} plays waiting`;
    return [
      latencyRow(stream.database, 'the dock page: its first contentful paint', value, painted),
      latencyRow(stream.database, 'the dock page: the oldest play’s row drawn', value, drawn),
    ];
  } finally {
    await browser.close();
  }
}

/**
 * Waiting plays approved one after another: the first `APPROVALS` by the dock, the next as many by
 * the creator's route.
 */
async function approvals(stream: Stream, dock: string, playIds: string[]): Promise<OverlayRow[]> {
  const { base, database, creatorToken } = stream;
  const byDock = playIds.slice(0, APPROVALS);
  const byCreator = playIds.slice(APPROVALS, 2 * APPROVALS);
  const dockTimes = await timedInTurn(byDock.length, (n) =>
    dockCall<TPlay>(base, 'POST', fillPath(DOCK_PATHS.approve, { playId: byDock[n]! }), dock),
  );
  const creatorTimes = await timedInTurn(byCreator.length, (n) =>
    post<TPlay>(base, fillPath(PLAY_PATHS.approve, { playId: byCreator[n]! }), {}, creatorToken),
  );
  const row = (route: string, times: number[]) =>
    latencyRow(database, `POST /api${route}, one after another`, `${times.length} approvals, mean ${mean(times).toFixed(1)} ms`, times);
  return [row(DOCK_PATHS.approve, dockTimes), row(PLAY_PATHS.approve, creatorTimes)];
}

/**
 * Plays at a steady rate, approved by the queue from the lowest rarity, into the project's
 * connected overlay page (the bench's socket stands in for it), each timed from its POST to its
 * alert's arrival at the page. The server sends the page every alert as it is queued (the page
 * shows them one at a time, on its own clock), so the arrival is the server's whole path.
 */
async function playsToOverlay(stream: Stream, holdings: Holding[]): Promise<OverlayRow[]> {
  const { base, database, projectId, creatorToken } = stream;
  await call(base, 'PATCH', fillPath(PLAY_PATHS.settings, { projectId }), { autoApproveFrom: 'common' }, creatorToken);
  const address = await call<TOverlayAddress>(base, 'GET', fillPath(OVERLAY_PATHS.address, { projectId }), undefined, creatorToken);
  const page: OverlaySocket = await openOverlay(base, address.token);
  try {
    const arrived = new Map<string, number>();
    page.on('overlayAlert', (alert) => {
      if (alert.kind === 'play') arrived.set(alert.play.playId, performance.now());
    });
    // Open loop: the nth play is sent at n / rate seconds, the ones before answered or not.
    const sent = new Map<string, number>();
    const answers: number[] = [];
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      holdings.map(async (holding, n) => {
        await sleep(Math.max(0, started + (n * 1000) / PLAYS_PER_SECOND - performance.now()));
        const at = performance.now();
        const made = await play(base, holding).catch(() => undefined);
        if (!made) return void (refused += 1);
        answers.push(performance.now() - at);
        sent.set(made.id, at);
      }),
    );
    // Beside the rate asked for: a server that keeps up answers the last play about when it is sent.
    const answeredWithin = (performance.now() - started) / 1000;
    const deadline = Date.now() + 10_000;
    while ([...sent.keys()].some((playId) => !arrived.has(playId)) && Date.now() < deadline) await sleep(50);
    const latencies = [...sent].flatMap(([playId, at]) => (arrived.has(playId) ? [arrived.get(playId)! - at] : []));
    const rate = `${PLAYS_PER_SECOND} plays/s for ${SECONDS} s`;
    return [
      latencyRow(
        database,
        `play sent → its alert at the overlay page (${rate}, approved by the queue)`,
        `${latencies.length} of ${sent.size} arrived`,
        latencies,
        `max ${Math.max(...latencies).toFixed(1)} ms; plays refused ${refused}`,
      ),
      latencyRow(
        database,
        'the play’s own answer',
        `${answers.length} answered, the last ${answeredWithin.toFixed(1)} s after the first was sent`,
        answers,
      ),
    ];
  } finally {
    page.close();
  }
}

/**
 * npm run bench (plays): a streamer's queue of plays as its OBS dock and its creator's page read it
 * with a thousand plays waiting, approvals one after another by each, and plays approved by the
 * queue itself reaching the stream's overlay page at a steady rate.
 */
export async function benchPlays(database: string, env: Record<string, string>): Promise<OverlayRow[]> {
  const live = PLAYS_PER_SECOND * SECONDS;
  const built = { ...env, WEB_DIST_DIR: join(root, 'apps/web/dist') };
  const { stream, holdings, close } = await streamWithCards(database, built, WAITING + live);
  try {
    const limit = pLimit(IN_FLIGHT);
    const waiting = await Promise.all(holdings.slice(0, WAITING).map((holding) => limit(() => play(stream.base, holding))));
    const waitingIds = waiting.map(({ id }) => id);
    const dock = await dockToken(stream);
    return [
      ...(await queueReads(stream, dock, waitingIds.length)),
      ...(await dockLoads(stream, dock, waitingIds.length)),
      ...(await approvals(stream, dock, waitingIds)),
      ...(await playsToOverlay(stream, holdings.slice(WAITING, WAITING + live))),
    ];
  } finally {
    await close();
  }
}

export const printPlays = (rows: OverlayRow[]) =>
  printLatencyRows('Card plays (the streamer’s queue with plays waiting, approvals, plays reaching the overlay)', rows);
