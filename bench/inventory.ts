import { cpus, loadavg } from 'node:os';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TCard } from '@arcana/shared/schemas';
import {
  visibleCards,
  type InventoryFilter,
  type InventoryQuery,
  type InventorySort,
} from '../apps/web/src/features/cards/inventory/inventory-view';
import { keepSignedIn } from './accounts';
import { percentile } from './fanout';
import { withInventoryInChromium } from './inventory-seed';
import {
  armProbe,
  firstCardAt,
  KEEP_NAMES_SHIM,
  probeResult,
  installShows,
  shows,
  startFrames,
  stopFrames,
  watchFirstCard,
  type Expected,
} from './inventory-probe';

/**
 * The inventory with many cards, in Chromium: from an input (click or key) to the painted answer, for
 * filter, search (each key typed), sort and view switches; the first card after opening the page; and
 * frame times while scrolling. On a desktop-sized window at full speed, then with the CPU slowed 4×.
 */
const CARD_COUNT = Number(process.env.BENCH_INVENTORY_CARDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_INVENTORY_ROUNDS ?? 5);

export interface InventoryRow {
  cpu: string;
  case: string;
  samples: number;
  p50ms: number;
  maxms: number;
  /** Median main-thread CPU time of the case, where it was traced. */
  cpuP50ms?: number;
}

/** What a timed step does: a key press or the like, or a click on this element. */
type Act = (() => Promise<void>) | Locator;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time of the renderers' main threads in a trace (top-level tasks' thread time): what the page
 * itself spent, however busy the rest of the machine was.
 */
function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return (
    events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
  );
}

class Session {
  query: InventoryQuery = { filter: { kind: 'all' }, search: '', sort: 'newest' };
  view: 'grid' | 'list' = 'grid';
  readonly times = new Map<string, number[]>();
  /** The page's main-thread CPU time over the same span, which a busy machine does not inflate. */
  readonly cpu = new Map<string, number[]>();
  constructor(
    readonly browser: Browser,
    readonly page: Page,
    readonly cards: TCard[],
  ) {}

  expected(query = this.query): Expected {
    const shown = visibleCards(this.cards, query);
    return { testId: `inventory-${this.view}`, firstId: shown[0]!.id, count: shown.length };
  }

  /** Changes the state the page should reach, then times `act` until it is on screen. */
  async timed(name: string, change: () => void, act: Act) {
    const before = JSON.stringify(this.expected());
    change();
    // A key that leaves the same cards on screen (one more letter of the same names) has nothing to time.
    await this.time(JSON.stringify(this.expected()) === before ? null : name, this.expected(), act);
  }

  async time(name: string | null, expected: Expected, act: Act) {
    if (typeof act !== 'function') act = await this.clickOf(act);
    await this.page.evaluate(armProbe, expected);
    await this.browser.startTracing(this.page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await act();
    const ms = await this.page.evaluate(probeResult);
    const cpuMs = mainThreadCpuMs(await this.browser.stopTracing());
    if (!name) return;
    this.times.set(name, [...(this.times.get(name) ?? []), ms]);
    this.cpu.set(name, [...(this.cpu.get(name) ?? []), cpuMs]);
  }

  filter(name: string, filter: InventoryFilter, button: Locator) {
    return this.timed(name, () => (this.query = { ...this.query, filter }), button);
  }

  /** A mouse click in the middle of the element, found beforehand: finding it is not the page's work. */
  private async clickOf(target: Locator) {
    const box = (await target.boundingBox())!;
    return () => this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}

async function measure(browser: Browser, base: string, tokens: { token: string; refreshToken: string }, cards: TCard[], rate: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  await keepSignedIn(context, tokens);
  await context.addInitScript(installShows);
  await context.addInitScript(watchFirstCard);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const session = new Session(browser, page, cards);
  try {
    await page.goto(`${base}/inventory`);
    await page.waitForFunction(firstCardAt, undefined, { timeout: 60_000 });
    session.times.set('open /inventory → first card', [(await page.evaluate(firstCardAt))!]);
    // The cases below time each card on its own, the view they were first measured in; stacked is the
    // default (docs/product-rules.md "Inventory"), and turning it off is timed once.
    await session.time('stack duplicates off', session.expected(), page.locator('label').filter({ hasText: /^Stack duplicates$/ }));

    const side = page.getByRole('navigation', { name: 'Rarity' });
    const tiles = page.getByRole('group', { name: 'Collections' });
    for (let round = 0; round < ROUNDS; round++) {
      await session.filter('filter (rarity)', { kind: 'rarity', rarity: 'legendary' }, side.getByRole('button', { name: /^Legendary/ }));
      await session.filter('filter (type tile)', { kind: 'type', type: 'mage' }, tiles.getByRole('button', { name: 'Mages' }));
      await session.filter('filter (all)', { kind: 'all' }, tiles.getByRole('button', { name: 'All' }));
    }

    const search = page.getByRole('textbox', { name: 'Search items' });
    // The start of a real card's first word, typed a letter at a time.
    const term = cards[0]!.name
      .toLowerCase()
      .split(/[^a-z]+/)[0]!
      .slice(0, 5);
    // The text is selected first, so the time runs from the one key that clears it.
    const clearSearch = async () => {
      await search.press('Control+a');
      await session.timed(
        'search (cleared)',
        () => (session.query = { ...session.query, search: '' }),
        () => page.keyboard.press('Backspace'),
      );
    };
    for (let round = 0; round < ROUNDS; round++) {
      await search.focus();
      // First the typed characters alone: the box must never wait for the cards.
      for (const [at, char] of [...term].entries()) {
        await session.time('search: key → character in the box', { searchText: term.slice(0, at) + char }, () => page.keyboard.press(char));
      }
      await page.waitForFunction(shows, session.expected({ ...session.query, search: term }));
      await clearSearch();
      for (const char of term) {
        await session.timed(
          'search (one key typed)',
          () => (session.query = { ...session.query, search: session.query.search + char }),
          () => page.keyboard.press(char),
        );
      }
      await clearSearch();
    }

    const sorts: Array<[InventorySort, string]> = [
      ['name', 'Name'],
      ['rarity', 'Rarity'],
      ['newest', 'Newest First'],
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [sort, label] of sorts) {
        await page.getByRole('combobox', { name: 'Sort' }).click();
        const option = page.getByRole('option', { name: label, exact: true });
        await option.waitFor();
        await session.timed('sort', () => (session.query = { ...session.query, sort }), option);
      }
    }

    for (let round = 0; round < ROUNDS; round++) {
      for (const view of ['list', 'grid'] as const) {
        const label = page.locator('label').filter({ hasText: view === 'list' ? /^List$/ : /^Grid$/ });
        await session.timed(`view switch`, () => (session.view = view), label);
      }
    }

    // Scrolling the whole grid with the wheel, 400 px a step, 10 steps a second.
    await page.evaluate(startFrames);
    for (let step = 0; step < 40; step++) {
      await page.mouse.move(900, 500);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    const frames = await page.evaluate(stopFrames);
    return { times: session.times, cpuTimes: session.cpu, frames };
  } finally {
    await context.close();
  }
}

export function benchInventory(): Promise<InventoryRow[]> {
  return withInventoryInChromium(CARD_COUNT, async ({ base, browser, account, cards, seconds }) => {
    console.log(`Inventory: ${cards.length} cards collected over HTTP in ${seconds.toFixed(1)} s.\n`);
    const rows: InventoryRow[] = [];
    for (const rate of [1, 4]) {
      const cpu = rate === 1 ? 'desktop' : `CPU ${rate}× slower`;
      const { times, cpuTimes, frames } = await measure(browser, base, account, cards, rate);
      for (const [name, samples] of times) {
        const traced = cpuTimes.get(name);
        rows.push({
          cpu,
          case: name,
          samples: samples.length,
          p50ms: percentile(samples, 50),
          maxms: Math.max(...samples),
          cpuP50ms: traced && percentile(traced, 50),
        });
      }
      rows.push({
        cpu,
        case: `scrolling: frame interval (${frames.filter((f) => f > 50).length} of ${frames.length} frames > 50 ms)`,
        samples: frames.length,
        p50ms: percentile(frames, 50),
        maxms: Math.max(...frames),
      });
    }
    return rows;
  });
}

export function printInventory(rows: InventoryRow[]) {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `Inventory with ${CARD_COUNT} cards, 1440×900 Chromium: input → painted answer (ms); machine load average ${load} on ${cpus().length} cores`,
  );
  console.table(
    rows.map((row) => ({ ...row, p50ms: row.p50ms.toFixed(1), maxms: row.maxms.toFixed(1), cpuP50ms: row.cpuP50ms?.toFixed(1) ?? '' })),
  );
}
