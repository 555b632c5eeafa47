import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startArcanaProcess } from '../tools/arcana-process';

/**
 * What one page load of the built app costs Chromium, as the browser suite loads pages: in a new
 * context and page (Playwright's default for each test), in a new page of a kept context, and in a
 * kept page sent to about:blank with its cache cleared (what `reuseContext` does between tests). The
 * CPU is the whole machine's busy time over the loads, the server's share included: run it on a quiet
 * machine. Prints figures; asserts nothing.
 */
const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_PAGE_LOAD_ROUNDS ?? 4);
const PATHS = ['/login', '/signup', '/', '/fairness', '/collectibles'];

export interface PageLoadRow {
  'each load': string;
  loads: number;
  'wall per load (ms)': number;
  'CPU per load (core-ms)': number;
}

/** Busy time of every core so far, in milliseconds. */
const busyMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/** Loads a page of the app and waits until the app has taken it over, as the suite's fixture does. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await page.getByRole('heading').first().waitFor();
}

const MODES: Array<{ name: string; run: (browser: Browser, url: string) => Promise<void> }> = [
  {
    name: 'a new context and page',
    run: async (browser, url) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      await load(await context.newPage(), url);
      await context.close();
    },
  },
  {
    name: 'a new page in a kept context',
    run: async (browser, url) => {
      const [context] = browser.contexts();
      const page = await context!.newPage();
      await load(page, url);
      await page.close();
    },
  },
  {
    name: 'the kept page, after about:blank and a cleared cache',
    run: async (browser, url) => {
      const page = browser.contexts()[0]!.pages()[0]!;
      await page.goto('about:blank');
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await load(page, url);
    },
  },
];

export async function benchPageLoads(): Promise<PageLoadRow[]> {
  const server = await startArcanaProcess('compiled', { WEB_DIST_DIR: join(root, 'apps/web/dist') });
  const rows: PageLoadRow[] = [];
  try {
    for (const mode of MODES) {
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
      const kept = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      await kept.newPage();
      const busyBefore = busyMs();
      const started = performance.now();
      for (let round = 0; round < ROUNDS; round++) for (const path of PATHS) await mode.run(browser, `${server.url}${path}`);
      const loads = ROUNDS * PATHS.length;
      rows.push({
        'each load': mode.name,
        loads,
        'wall per load (ms)': Math.round((performance.now() - started) / loads),
        'CPU per load (core-ms)': Math.round((busyMs() - busyBefore) / loads),
      });
      await browser.close();
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export function printPageLoads(rows: PageLoadRow[]) {
  console.log(`\nA page load of the app in Chromium, 1440×900 (load average ${loadavg()[0]!.toFixed(1)}):`);
  console.table(rows);
}
