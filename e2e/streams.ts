import type { Page } from './fixtures';

/**
 * A page opened by its secret address in a browser of its own, as OBS opens one: the overlay as a
 * browser source of 1920×1080, the queue as a custom dock at a streamer's window.
 */
export async function openSecretPage(page: Page, address: string, viewport = { width: 1920, height: 1080 }) {
  const url = new URL(address);
  const context = await page.context().browser()!.newContext({ viewport });
  const opened = await context.newPage();
  await opened.goto(`${url.pathname}${url.search}${url.hash}`);
  return opened;
}
