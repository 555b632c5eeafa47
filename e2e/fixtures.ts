import { test as base, type Page, type Response } from '@playwright/test';

// Everything Playwright's own module gives; `test` below stands in for its own.
export * from '@playwright/test';

/**
 * A prerendered page is on screen before the app has taken it over (it loads its scripts after the
 * first paint), so a test that acts on it straight away could act on bare HTML. Every page of these
 * tests waits, after goto and reload, until the app has taken the page over (AppLayout marks the
 * document from inside the page's boundary; a layout that fails to render never does, and the test
 * then fails on its timeout).
 */
function waitForTheApp(page: Page) {
  const started = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => started(await goto(...args));
  page.reload = async (...args) => started(await reload(...args));
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      // The page a reused context keeps for the next journey is there already; new ones announce themselves.
      context.pages().forEach(waitForTheApp);
      context.on('page', waitForTheApp);
    }
    await use(context);
  },
});
