import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CARD_PATHS, FIRST_STACKED_PAGE, numberText } from '@arcana/shared';
import type { TCardPage, TCollectionSummary } from '@arcana/shared/schemas';
import { expect, test, type Locator, type Page } from './fixtures';
import { signedInUser, userWithCards } from './support';

/** Errors the page reports: a prerendered page the browser could not take over says so here. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/**
 * References between elements that do not resolve on the page: ids the browser kept from the HTML
 * while React, taking the page over, computed other ones (React leaves attributes as the HTML has them).
 */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    const check = (element: Element, attribute: string) => {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) missing.push(`${element.tagName} ${attribute}=${id}`);
      }
    };
    document.querySelectorAll('label[for]').forEach((label) => check(label, 'for'));
    document.querySelectorAll('[aria-labelledby]').forEach((element) => check(element, 'aria-labelledby'));
    document.querySelectorAll('[aria-describedby]').forEach((element) => check(element, 'aria-describedby'));
    // Mantine's tabs name a panel that is only there while its tab is selected.
    document.querySelectorAll('[role=tab][aria-selected=true]').forEach((tab) => check(tab, 'aria-controls'));
    return missing;
  });
}

/** Holds the app's entry until the returned function lets it through, to look at the page before the app. */
async function holdTheApp(page: Page): Promise<() => void> {
  let arrive!: () => void;
  const appHeld = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return arrive;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages people open first paint from their HTML, styled, before any script runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'A network inventory for the real world' })).toBeVisible();
    // Rendered as a stored session being checked: neither a visitor's buttons nor a user's.
    await expect(page.getByTestId('session-placeholder')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(page.getByText('Claim With Phantom')).toHaveCount(0);

    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
    // The component library's stylesheet is linked, not waiting for a script: the button is styled.
    const background = await page
      .getByRole('button', { name: 'Log In' })
      .first()
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');

    await page.goto('/signup');
    await expect(page.getByLabel('Email')).toBeVisible();

    // A member's pages stand as they will while the session is checked: values and cards as skeletons.
    await page.goto('/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(page.getByTestId('inventory-loading')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('JPEG, PNG or WebP, under 5 MB. You choose the round crop.')).toBeVisible();
    await page.goto('/forge');
    await expect(page.locator('#root')).toBeEmpty();

    // The projects' pages are rendered by the server as they stand, for a visitor: the list, and one
    // project's heading, odds and versions.
    await page.goto('/projects?sort=collected');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Arcana The house/ })).toBeVisible();
    await page.goto('/projects/arcana');
    await expect(page.getByRole('heading', { level: 1, name: 'Arcana' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Odds of Arcana Collection' }).getByRole('row')).toHaveCount(61);
    await expect(page.getByRole('heading', { name: 'Odds versions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to claim a free card' })).toBeVisible();
  });
});

/** The first class a Mantine component's own stylesheet styles, to tell whether a page carries that stylesheet. */
function mantineClass(component: string): string {
  const css = readFileSync(createRequire(import.meta.url).resolve(`@mantine/core/styles/${component}.css`), 'utf8');
  return css.match(/\.(m_[0-9a-f]{8})\b/)![1]!;
}

test("a page's HTML carries the styles of what it renders, and preloads the self-hosted fonts that paint it", async ({ request }) => {
  for (const path of ['/', '/login']) {
    const html = await (await request.get(path)).text();
    // The component library's styles come per component: the login form's buttons, not the admin's tables.
    expect(html, path).toContain(mantineClass('Button'));
    expect(html, path).not.toContain(mantineClass('Table'));

    const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(preloads.map((href) => href.replace(/-[\w-]{8}\.woff2$/, '')).sort(), path).toEqual([
      '/assets/cinzel-latin-700-normal',
      '/assets/inter-latin-400-normal',
      '/assets/inter-latin-600-normal',
    ]);
    for (const href of preloads) {
      const font = await request.get(href);
      expect(font.status(), href).toBe(200);
      expect(font.headers()['content-type'], href).toBe('font/woff2');
    }
    // Text paints at once in a fallback face and swaps when the font arrives.
    const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length, path).toBeGreaterThanOrEqual(3);
    for (const face of faces) expect(face).toContain('font-display:swap');
  }
});

test('a prerendered page names the browser tab after itself in its HTML, before any script runs', async ({ request }) => {
  const titles = {
    '/': 'Home',
    '/login': 'Log in',
    '/signup': 'Sign up',
    '/inventory': 'Inventory',
    '/settings': 'Settings',
    '/projects': 'Projects',
    '/projects/arcana': 'Arcana',
  };
  for (const [path, title] of Object.entries(titles)) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title>([^<]*)<\/title>/g), path).toEqual([`<title>${title} · Arcana</title>`]);
  }
});

test('a visitor takes over the prerendered login page without an error, and it works', async ({ page }) => {
  const errors = pageErrors(page);
  const stylesheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeEnabled();
  // Its stylesheets are inline; their disabled links only tell the app they are there.
  expect(stylesheets).toEqual([]);
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  expect(await danglingReferences(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a visitor gets the visitor's landing over the page prerendered for a session check", async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
  await expect(page.getByTestId('session-placeholder')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const viewer of ['visitor', 'member'] as const) {
  test(`a ${viewer} takes over a project's page rendered by the server, and nothing on it moves`, async ({ page }) => {
    if (viewer === 'member') await signedInUser(page);
    const errors = pageErrors(page);
    const arrive = await holdTheApp(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const opened = page.goto('/projects/arcana');
    const odds = page.getByRole('table', { name: 'Odds of Arcana Collection' });
    const heading = page.getByRole('heading', { level: 1, name: 'Arcana' });
    await expect(odds.getByRole('row')).toHaveCount(61);
    const standing = () => Promise.all([heading, odds.getByRole('row').last()].map((element) => element.boundingBox()));
    // The title's face arrives on its own (font-display: swap): measured before it, the title would move
    // by the font, not by the app. On a busy host the font came between the two measures.
    await page.evaluate(() => document.fonts.ready);
    const before = await standing();
    // Rendered for a visitor: a member with a stored session is not offered Log In while the app arrives.
    const logIn = page.getByRole('link', { name: 'Log in to claim a free card' });
    if (viewer === 'visitor') await expect(logIn).toBeVisible();
    else await expect(logIn).toBeHidden();
    // Taken over, not drawn again: the elements the server sent stay, for a member too. A member's page
    // is first taken over as the visitor's it was rendered for: Log In must not show in between.
    await odds.evaluate((table) => Object.assign(table, { sentByServer: true }));
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { visitorControlsShown: shown });
      new MutationObserver(() => {
        for (const control of Array.from(document.querySelectorAll('[data-visitor-only]')))
          if (getComputedStyle(control).visibility !== 'hidden') shown.push(control.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    arrive();
    await opened;
    const claim =
      viewer === 'visitor'
        ? page.getByRole('link', { name: 'Log in to claim a free card' })
        : page.getByRole('button', { name: /Draw a card/ });
    await expect(claim.first()).toBeEnabled();
    // Taken over with the answers it was drawn from: no skeleton between, the same places.
    expect(await standing()).toEqual(before);
    expect(await odds.evaluate((table) => 'sentByServer' in table)).toBe(true);
    const shown = await page.evaluate(() => (window as unknown as { visitorControlsShown: string[] }).visitorControlsShown);
    if (viewer === 'member') expect(shown).toEqual([]);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect(await danglingReferences(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("an unknown project's page answers 404, and the app says so", async ({ page }) => {
  const response = await page.goto('/projects/no-such-project');
  expect(response!.status()).toBe(404);
  await expect(page.getByText('Project not found').first()).toBeVisible();
});

test.describe('a prerendered page written before the screen was known', () => {
  test.use({ javaScriptEnabled: false });

  test("shows the phone's layout on a phone and the wide one on a wide screen, by CSS alone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/inventory');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Collection summary' })).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Collection summary' })).toBeVisible();
  });
});

for (const width of [390, 1440]) {
  test(`a member takes over the prerendered inventory at ${width} px without an error, keeping the layout that shows`, async ({ page }) => {
    await signedInUser(page);
    const errors = pageErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inventory');
    await expect(page.getByTestId('inventory-status')).toContainText('Wallet');
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(width === 390 ? 1 : 0);
    await expect(page.getByRole('complementary', { name: 'Collection summary' })).toHaveCount(width === 390 ? 0 : 1);
    expect(errors).toEqual([]);
  });
}

// A phone, a streamer's 1024×768 window, a wide screen.
for (const [width, height] of [
  [390, 844],
  [1024, 768],
  [1440, 900],
] as const) {
  test(`the newest cards and the figures show at ${width} px before the app has arrived, and the app takes them over without an error`, async ({
    page,
  }) => {
    // Five draws, copies of one design stacked (docs/product-rules.md "Inventory"), as the app opens them.
    const { token } = await userWithCards(page, 5);
    const asked = (path: string) =>
      page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json());
    const stacks = ((await asked(FIRST_STACKED_PAGE)) as TCardPage).cards;
    const { value } = (await asked(CARD_PATHS.mineSummary)) as TCollectionSummary;
    const errors = pageErrors(page);
    // The app's entry waits until the early cards have been looked at.
    const arrive = await holdTheApp(page);
    await page.setViewportSize({ width, height });
    // goto resolves once the app has started: here, only after it has been let through.
    const opened = page.goto('/inventory');
    const early = page.locator('[data-early-cards] [data-card-id]');
    await expect(early).toHaveCount(stacks.length);
    const shownStacks = (cards: Locator) =>
      cards.evaluateAll((elements) =>
        elements.map((card) => [card.getAttribute('data-card-id'), card.querySelector('[data-testid="card-copies"]')?.textContent ?? null]),
      );
    const expected = stacks.map((stack) => [stack.id, stack.copies > 1 ? `×${stack.copies}` : null]);
    expect(await shownStacks(early)).toEqual(expected);
    await expect(early.first().getByText('NEW!')).toBeVisible();
    // The figures too, from the summary, where their skeletons were.
    // (The page holds the phone's layout and the wide one until the app knows the screen: the one that shows.)
    await expect(page.getByTestId('inventory-value').filter({ visible: true })).toHaveText(`${numberText(value)} ARCANA`);
    await expect(page.getByTestId('inventory-count').filter({ visible: true })).toHaveText('5 items');
    await expect(page.getByTestId('inventory-totals-loading').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId('inventory-loading').locator('.mantine-Skeleton-root').first()).toBeHidden();
    await expect(page.getByTestId('inventory-grid')).toHaveCount(0);
    // Nothing on the early page takes focus: the first Tab reaches the page's own controls.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-early-cards], [data-early-totals]')))).toBe(false);
    // In whole pixels: the app places its cells by transforms, a hundredth of a pixel off the CSS grid.
    const rounded = (box: Record<string, number> | null) =>
      box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]));
    const standsAt = async (card: Locator) => [await card.boundingBox(), await card.getByTestId('card-name').boundingBox()].map(rounded);
    const before = await Promise.all([early.first(), early.last()].map(standsAt));
    arrive();
    await opened;
    const cards = page.getByTestId('inventory-grid').getByRole('button');
    await expect(cards).toHaveCount(stacks.length);
    await expect(early).toHaveCount(0);
    expect(await shownStacks(cards)).toEqual(expected);
    // The app's cards take the early ones' places and sizes: nothing moves when they are swapped.
    expect(await Promise.all([cards.first(), cards.last()].map(standsAt))).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test('a settings tab in the address is rendered afresh, not taken over from the profile tab', async ({ page }) => {
  await signedInUser(page);
  const errors = pageErrors(page);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member takes over the prerendered inventory and settings, and opening /login leads to the inventory', async ({ page }) => {
  await signedInUser(page);
  const errors = pageErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && asked.push(new URL(request.url()).pathname));
  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-status')).toBeVisible();
  await expect(page).toHaveTitle('Inventory · Arcana');
  // The session check and the cards were asked for as the page started, and the app used those answers.
  expect(asked.filter((path) => path === '/api/auth/verify')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/users/my-collectibles')).toHaveLength(1);
  expect(await danglingReferences(page)).toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit username' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Arcana');
  expect(await danglingReferences(page)).toEqual([]);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page).toHaveTitle('Inventory · Arcana');
  expect(errors).toEqual([]);
});
