import { prerenderedScriptsIn } from '@arcana/shared';
import type { Page } from '../fixtures';

/** The app's entry, which every page loads; the first-screen script comes apart and is never held. */
const APP_ENTRY = /^\/assets\/index-[\w-]+\.js$/;

/**
 * Opens the page with the app's scripts held back (its entry, and the chunks a prerendered page's
 * HTML names), so what is on screen is the page's HTML and what its first-screen script draws, as a
 * person on a slow line sees it. `takeOver` lets them through, and resolves once the app has the page.
 */
export async function openBeforeTheApp(page: Page, path: string) {
  const named = prerenderedScriptsIn(await (await page.request.get(path)).text());
  const chunks = new Set(named ? [named.entry, ...named.chunks] : []);
  const held = (url: URL) => APP_ENTRY.test(url.pathname) || chunks.has(url.pathname);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  // The suite's goto waits for the app to have started: here, until the release.
  const started = page.goto(path, { waitUntil: 'commit' });
  return {
    takeOver: async () => {
      release();
      await started;
      await page.unroute(held);
    },
  };
}
