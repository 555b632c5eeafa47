import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './fixtures';
import { modelShown, userWithCards } from './support';

/** The scripts a page has fetched so far that hold the 3D viewer or its library, once each is read. */
function watchViewerScripts(page: Page) {
  const reads: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (text) => (text.includes('"model-viewer"') || text.includes('THREE.WebGLRenderer') ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(reads)).filter((path) => path !== null);
}

/** Presses Tab until focus is on the control whose text is `text`, or on an element of the tag `tag`, as a keyboard user reaches it. */
async function tabTo(page: Page, target: { text: string } | { tag: string }) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      tag: document.activeElement?.tagName.toLowerCase() ?? '',
    }));
    if ('text' in target ? focused.text === target.text : focused.tag === target.tag) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

/** How many canvases the page has drawn with WebGL so far: each is a 3D view built. */
function countGlCanvases(page: Page) {
  void page.addInitScript(() => {
    const drawn = new WeakSet<HTMLCanvasElement>();
    let count = 0;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.startsWith('webgl') && !drawn.has(this)) {
        drawn.add(this);
        Object.assign(window, { glCanvases: ++count });
      }
      return getContext.call(this, type, ...rest);
    } as typeof getContext;
  });
  return () => page.evaluate(() => (window as unknown as { glCanvases?: number }).glCanvases ?? 0);
}

/** How much a screenshot of the element varies, channel by channel: near 0 for a blank or flat box. */
async function pixelSpread(element: Locator) {
  const { channels } = await sharp(await element.screenshot()).stats();
  return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
}

/** A card's 3D view once shown, and not blank. */
async function shownModel(scope: Page | Locator) {
  const viewer = await modelShown(scope);
  await expect.poll(() => pixelSpread(viewer), { timeout: 10_000 }).toBeGreaterThan(12);
  return viewer;
}

test('a card turns in 3D in the inventory’s detail panel, by keyboard too, with no AR button where AR is not offered', async ({ page }) => {
  test.slow();
  const viewerScripts = watchViewerScripts(page);
  await userWithCards(page, 2);
  // No other page fetches anything of the 3D viewer or its library, nor the inventory before a card is opened in 3D.
  for (const path of ['/', '/projects', '/projects/arcana', '/fairness', '/settings', '/inventory']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByTestId('inventory-grid').getByRole('button').first().click();
  const panel = page.getByRole('complementary', { name: 'Card details' });
  await expect(panel).toBeVisible();
  expect(await viewerScripts()).toEqual([]);

  await panel.getByRole('button', { name: 'View in 3D' }).click();
  const viewer = await shownModel(panel);
  expect((await viewerScripts()).length).toBeGreaterThan(0);
  await expect(panel.getByRole('button', { name: 'Close the 3D view' })).toHaveAttribute('aria-expanded', 'true');
  // Headless Chromium offers no AR: the viewer offers no "View in your space".
  await expect(panel.getByRole('button', { name: 'View in your space' })).toHaveCount(0);

  // Turned by the arrow keys once focused: the picture changes.
  await tabTo(page, { tag: 'model-viewer' });
  await expect(viewer).toBeFocused();
  const before = await viewer.screenshot();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Buffer.compare(await viewer.screenshot(), before) !== 0).toBe(true);
});

test('an owner shares a card: its page previews it, shows its 3D view and draw, carries the referral, and stops when revoked', async ({
  page,
  browser,
}) => {
  test.slow();
  // A phone's share sheet (Web Share), which this Chromium lacks: what it is handed is kept.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedThrough: shared });
    Object.assign(navigator, { share: async (data: ShareData) => void shared.push(data), canShare: () => true });
  });
  await userWithCards(page, 1);
  await page.goto('/inventory');
  await page.getByTestId('inventory-grid').getByRole('button').first().click();
  const panel = page.getByRole('complementary', { name: 'Card details' });
  const name = (await panel.getByRole('heading').first().textContent())!;
  await panel.getByRole('button', { name: 'Share this card' }).click();
  const link = panel.getByRole('textbox', { name: 'Link to this card' });
  await expect(link).toHaveValue(/\/c\/[\w-]{16}\?ref=/);
  const url = new URL(await link.inputValue());
  await panel.getByRole('button', { name: 'Share…' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedThrough: ShareData[] }).sharedThrough))
    .toEqual([{ url: url.href, title: 'A card on Arcana' }]);

  // A posted link previews the card: the page's own HTML carries its meta, and its picture is there.
  const html = await (await page.request.get(url.pathname)).text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
  expect(meta('twitter:card')).toBe('summary_large_image');
  const image = new URL(meta('og:image')!);
  const picture = await page.request.get(image.pathname);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(await sharp(await picture.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  // A visitor follows the link: the card, its owner, its draw and its 3D view; the referral is kept and leaves the address.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorScripts = watchViewerScripts(visitor);
  const visits = visitor.waitForRequest((request) => request.url().endsWith('/api/referrals/visits') && request.method() === 'POST');
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visits;
  await expect(visitor).toHaveURL((address) => !address.search.includes('ref='));
  await expect(visitor.getByText(/^Collected by /)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Its draw' })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
  await visitor.waitForLoadState('networkidle');
  expect(await visitorScripts()).toEqual([]);
  // By keyboard alone: Tab to 'View in 3D', Enter, and the card turns with the arrow keys.
  await tabTo(visitor, { text: 'View in 3D' });
  await visitor.keyboard.press('Enter');
  const sharedModel = await shownModel(visitor);
  await tabTo(visitor, { tag: 'model-viewer' });
  await expect(sharedModel).toBeFocused();
  const still = await sharedModel.screenshot();
  for (let i = 0; i < 6; i++) await visitor.keyboard.press('ArrowRight');
  await expect.poll(async () => Buffer.compare(await sharedModel.screenshot(), still) !== 0).toBe(true);
  await expect(visitor.getByRole('button', { name: 'View in your space' })).toHaveCount(0);

  // The owner stops sharing: the page, its model and its picture are gone at once.
  await panel.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(panel.getByRole('button', { name: 'Share this card' })).toBeVisible();
  expect((await page.request.get(url.pathname)).status()).toBe(404);
  expect((await page.request.get(image.pathname)).status()).toBe(404);
  await visitor.reload();
  await expect(visitor.getByText('This card is not shared')).toBeVisible();
  await visitorContext.close();
});

test('the collection room stands the collector’s cards on a tower that turns by keyboard, in four draw calls, with no VR or AR offered here', async ({
  page,
}) => {
  test.slow();
  const viewerScripts = watchViewerScripts(page);
  const glCanvases = countGlCanvases(page);
  await userWithCards(page, 30);
  await page.goto('/inventory');
  await page.getByRole('link', { name: 'Walk around your cards in 3D' }).first().click();
  await expect(page).toHaveURL(/\/inventory\/room$/);
  await expect(page.getByRole('heading', { name: 'Collection room' })).toBeVisible();
  await expect(page.getByText('Your 30 newest cards, the newest at the top.')).toBeVisible();
  const room = page.getByRole('application', { name: 'Your 30 cards on a tower' });
  await expect(room).toBeVisible({ timeout: 20_000 });
  expect((await viewerScripts()).length).toBeGreaterThan(0);
  await expect.poll(() => pixelSpread(room), { timeout: 10_000 }).toBeGreaterThan(12);
  // The faces in one atlas: a draw for the faces, one for the backs, one for the glows, one for the floor.
  await expect(room).toHaveAttribute('data-draw-calls', '4');
  await expect(page.getByRole('button', { name: /^(Enter VR|View in your space)$/ })).toHaveCount(0);
  // Built once: the person's wish for stillness, read as the room opens, never builds it again.
  expect(await glCanvases()).toBe(1);

  await tabTo(page, { tag: 'canvas' });
  await expect(room).toBeFocused();
  const before = await room.screenshot();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => Buffer.compare(await room.screenshot(), before) !== 0).toBe(true);
});
