import { installFakePhantom } from '../tools/fake-phantom';
import { createAccount, keepSignedIn } from './accounts';
import { withArcanaInChromium } from './inventory-seed';
import { KEEP_NAMES_SHIM } from './inventory-probe';

/** Collects (each a reveal) after the first, the overlay's: the button pair's popup. */
const PAIR_REVEALS = Number(process.env.BENCH_REVEALS ?? 6);

export interface RevealRow {
  'reveals played': number;
  'long tasks (> 50 ms)': number;
  'longest task (ms)': string;
  'long animation frames (> 50 ms)': number;
  'longest frame (ms)': string;
}

/**
 * The main thread while cards are revealed, on a desktop window with motion on: a new account links
 * the fake Phantom with the landing's main button, collects once with it (the full-screen reveal),
 * then with the button pair (its popup's reveal) several times. From the first collect to the last
 * reveal's end, Chromium's Long Tasks API records every main-thread task of 50 ms or more, and its
 * Long Animation Frames API every frame whose work (tasks, style, layout, paint) took as long.
 * Prints figures; asserts nothing.
 */
export function benchReveal(): Promise<RevealRow> {
  return withArcanaInChromium(async ({ base, browser, mail }) => {
    const account = await createAccount(base, mail);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });
    await keepSignedIn(context, account);
    // As source, after the shim the TypeScript loader's function names need in the page.
    await context.addInitScript({ content: `${KEEP_NAMES_SHIM} (${installFakePhantom.toString()})({});` });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    // The landing is prerendered: the app must have taken it over before its button acts.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    const claim = page.getByTestId('claim-button');
    await page.getByText('Claim With Phantom').waitFor();
    await claim.click();
    await page.getByText('Collect Reward Card').waitFor();
    await page.evaluate(() => {
      const seen = { tasks: [] as number[], frames: [] as number[] };
      (window as unknown as { revealTasks: typeof seen }).revealTasks = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.tasks.push(entry.duration))).observe({
        type: 'longtask',
      });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.frames.push(entry.duration))).observe({
        type: 'long-animation-frame',
      });
    });

    await claim.click();
    const overlay = page.getByTestId('collected-overlay');
    await overlay.and(page.locator('[data-revealed]')).waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    const popup = page.getByRole('status').filter({ hasText: 'You collected' });
    for (let i = 0; i < PAIR_REVEALS; i++) {
      await page.getByRole('button', { name: 'Collect Card' }).click();
      await popup.locator('[data-phase="face"]').waitFor();
      await popup.waitFor({ state: 'hidden' });
    }
    const seen = await page.evaluate(() => (window as unknown as { revealTasks: { tasks: number[]; frames: number[] } }).revealTasks);
    await context.close();
    const longest = (durations: number[]) => (durations.length ? Math.max(...durations).toFixed(0) : '—');
    return {
      'reveals played': 1 + PAIR_REVEALS,
      'long tasks (> 50 ms)': seen.tasks.length,
      'longest task (ms)': longest(seen.tasks),
      'long animation frames (> 50 ms)': seen.frames.length,
      'longest frame (ms)': longest(seen.frames),
    };
  });
}

export function printReveal(row: RevealRow) {
  console.log('\nThe main thread while cards are revealed (desktop 1440×900, motion on):');
  console.table([row]);
}
