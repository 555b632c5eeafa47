import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { fillPath, SHARE_PATHS } from '@arcana/shared';
import type { TCardShare } from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { startArcanaProcess } from '../tools/arcana-process';
import { BENCH_LIMITS, type BenchAccount } from './accounts';
import { call } from './http';
import { collectUntilACardIsTheLcp, lighthouseAccount, signInBrowser } from './lighthouse-account';

/**
 * Lighthouse (performance, accessibility, best practices) on the built app, as a new visitor sees it:
 * mobile and desktop presets, an empty cache for every run. The signed-in pages belong to an account
 * with a full inventory. Prints figures; asserts nothing.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs per page and preset; the median run (by performance) is reported, with the lowest score of all. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Where to keep each page's full report (JSON, for Lighthouse's viewer), when set. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
// BENCH_LIGHTHOUSE_DIST serves another build of the web app (a copy of apps/web/dist), for an A/B.

interface BenchPage {
  path: string;
  signedIn: boolean;
  /** A card of the account's, shared: its page's address is known once it is shared. */
  shared?: boolean;
  /** `/inventory` once more, after collecting until a card is its largest paint (its slowest case). */
  cardLcp?: boolean;
}

/** Public pages first: a stored session would send /login and /signup elsewhere. */
const PAGES: BenchPage[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/signup', signedIn: false },
  // The projects a visitor chooses among, and one: the house project's 60 designs, the longest odds table.
  { path: '/projects', signedIn: false },
  { path: '/projects/arcana', signedIn: false },
  // A shared card's page, as a posted link opens it.
  { path: '/c/{shareId}', signedIn: false, shared: true },
  { path: '/inventory', signedIn: true },
  { path: '/settings', signedIn: true },
  { path: '/inventory', signedIn: true, cardLcp: true },
];

/** A comma-separated list of paths measures only those pages. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');

const PRESETS: Array<{ name: string; config?: Config }> = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];

export interface LighthouseRow {
  page: string;
  preset: string;
  performance: number;
  /** The lowest performance score of the runs: the target holds in every run, not only at the median. */
  'lowest run': number;
  accessibility: number;
  'best practices': number;
  'LCP (s)': string;
  /** The text (or tag) of the median run's largest paint: on `/inventory`, the title or a card's name. */
  'LCP element': string;
  CLS: string;
  'TBT (ms)': number;
  'transferred (KiB)': number;
}

/** An audit of the accessibility or best-practices category that did not pass, with where. */
export interface FailingAudit {
  page: string;
  preset: string;
  category: string;
  audit: string;
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** The largest paint's element as Lighthouse labels it: its text, or its tag when it has none. */
function lcpElement(result: Result): string {
  const details = result.audits['largest-contentful-paint-element']?.details;
  const table = details?.type === 'list' ? details.items[0] : undefined;
  const item = table?.type === 'table' ? table.items[0] : undefined;
  const node = item?.node;
  // A label runs on over the element's lines and children ('Knight of the Violet Dawn\n, Mythic'): the first is enough.
  const label = typeof node === 'object' && node.type === 'node' ? (node.nodeLabel ?? '').split('\n')[0]! : '';
  return label.length > 28 ? `${label.slice(0, 27)}…` : label;
}

/** Keeps a run's full report as `{name}.json` in BENCH_LIGHTHOUSE_REPORTS, when set. */
export function keepReport(name: string, result: Result) {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(result));
}

/** The median run of runs sorted by performance (the upper one of an even count). */
export const medianRun = (runs: Result[]) => runs[Math.floor(runs.length / 2)]!;

export function row(page: string, preset: string, runs: Result[]): LighthouseRow {
  const result = medianRun(runs);
  return {
    page,
    preset,
    performance: score(result, 'performance'),
    'lowest run': score(runs[0]!, 'performance'),
    accessibility: score(result, 'accessibility'),
    'best practices': score(result, 'best-practices'),
    'LCP (s)': (metric(result, 'largest-contentful-paint') / 1000).toFixed(2),
    'LCP element': lcpElement(result),
    CLS: metric(result, 'cumulative-layout-shift').toFixed(3),
    'TBT (ms)': Math.round(metric(result, 'total-blocking-time')),
    'transferred (KiB)': Math.round(metric(result, 'total-byte-weight') / 1024),
  };
}

export function failingAudits(page: string, preset: string, result: Result): FailingAudit[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({ page, preset, category, audit: `${ref.id}: ${result.audits[ref.id]!.title}` })),
  );
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is done again. */
const ATTEMPTS = 3;

async function runOnce(url: string, port: number, config?: Config): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
    const failure = runner ? runner.lhr.runtimeError?.message : 'Lighthouse returned nothing';
    if (!failure) return runner!.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${failure}`);
    console.warn(`${url}: ${failure}; running it again`);
  }
}

/** Every run of a page and preset, lowest performance first; a run that ended elsewhere measured nothing. */
export async function measure(url: string, port: number, config?: Config): Promise<Result[]> {
  const results: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await runOnce(url, port, config);
    if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${result.finalDisplayedUrl}: the page was not measured`);
    }
    results.push(result);
  }
  return results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
}

export interface LighthouseFigures {
  rows: LighthouseRow[];
  failing: FailingAudit[];
  /** Lighthouse's measure of this machine's speed (a typical desktop scores about 1,500-2,000). */
  benchmarkIndexes: number[];
}

export async function benchLighthouse(): Promise<LighthouseFigures | null> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Chromium not found at ${CHROMIUM}: Lighthouse figures skipped (apt-get install -y chromium).\n`);
    return null;
  }
  const mail = await startMailCapture();
  const server = await startArcanaProcess('compiled', {
    WEB_DIST_DIR: process.env.BENCH_LIGHTHOUSE_DIST ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    ...BENCH_LIMITS,
  });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: LighthouseRow[] = [];
  const failing: FailingAudit[] = [];
  const benchmarkIndexes: number[] = [];
  let signedIn = false;
  try {
    const account = await lighthouseAccount(server.url, mail);
    const shared = await call<TCardShare>(
      server.url,
      'POST',
      fillPath(SHARE_PATHS.cardShare, { cardId: account.cards[0]!.id }),
      { device: randomUUID() },
      account.account.token,
    );
    const pages = PAGES.map((page) => (page.shared ? { ...page, path: new URL(shared.url).pathname } : page));
    for (const page of pages.filter(({ path, shared }) => !ONLY_PAGES || ONLY_PAGES.includes(shared ? '/c' : path))) {
      if (page.signedIn && !signedIn) {
        await signInBrowser(chrome.port, server.url, account.account);
        signedIn = true;
      }
      const label = page.cardLcp
        ? `${page.path} (${await collectUntilACardIsTheLcp(chrome.port, server.url, account)} cards, a card is the LCP)`
        : page.path;
      for (const preset of PRESETS) {
        const runs = await measure(`${server.url}${page.path}`, chrome.port, preset.config);
        const result = medianRun(runs);
        rows.push(row(label, preset.name, runs));
        keepReport(
          `${(page.shared ? 'shared-card' : page.path.replace(/\W+/g, '')) || 'landing'}${page.cardLcp ? '-card-lcp' : ''}-${preset.name}`,
          result,
        );
        benchmarkIndexes.push(...runs.map((run) => run.environment.benchmarkIndex));
        failing.push(...runs.flatMap((run) => failingAudits(label, preset.name, run)));
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    await mail.close();
  }
  return { rows, failing, benchmarkIndexes };
}

/** One signed-in page as both presets see it, in a Chromium of its own (the large collection's inventory). */
export async function lighthouseSignedIn(base: string, account: BenchAccount, path: string): Promise<LighthouseRow[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await signInBrowser(chrome.port, base, account);
    const rows: LighthouseRow[] = [];
    for (const preset of PRESETS) rows.push(row(path, preset.name, await measure(`${base}${path}`, chrome.port, preset.config)));
    return rows;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse({ rows, failing, benchmarkIndexes }: LighthouseFigures) {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  console.log(
    `Lighthouse ${RUNS} run(s) per page and preset (the median run shown, with the lowest performance score of all; BENCH_LIGHTHOUSE_RUNS for more). ` +
      `Machine benchmark index ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN)}: the simulated ` +
      `mobile CPU is 4x slower than this machine, so a busy machine shows a longer blocking time.`,
  );
  console.table(rows);
  // One line per failing audit, naming the pages and presets where it failed in any run.
  const byAudit = new Map<string, { category: string; audit: string; where: string[] }>();
  for (const { category, audit, page, preset } of failing) {
    const entry = byAudit.get(audit) ?? { category, audit, where: [] };
    if (!entry.where.includes(`${page} ${preset}`)) entry.where.push(`${page} ${preset}`);
    byAudit.set(audit, entry);
  }
  if (byAudit.size) console.table([...byAudit.values()].map((entry) => ({ ...entry, where: entry.where.join(', ') })));
}
