import { randomBytes } from 'node:crypto';
import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TProject } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, installAxe } from './axe';
import { E2E_ADMIN_EMAILS, E2E_PASSWORD } from './ports';
import { signedInAs, verifiedAccount } from './support';
import { call as callAs, creatorAtForge, path } from './creators';

/** A JSON call of the API with a bearer token, refused loudly. */
async function call(page: Page, token: string, url: string, data?: unknown) {
  const res = await page.request.post(url, { data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

/** A creator: a verified account with two-factor on, signed in on this page. */
async function signedInCreator(page: Page) {
  const { email } = await verifiedAccount(page);
  const { token } = await signedInAs(page, email);
  const { secret } = (await call(page, token, '/api/auth/2fa/setup')) as { secret: string };
  await call(page, token, '/api/auth/2fa/verify', { token: totpFor(secret).generate() });
  return token;
}

/** Presses a control found by its role and name, from the keyboard. */
const press = (page: Page, name: string | RegExp, key = 'Enter') => page.getByRole('button', { name, exact: true }).press(key);

/** Types into a field the way a keyboard user reaches it: focus moves there by Tab from the control before. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByRole('textbox', { name: label, exact: typeof label === 'string' }).first();
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

for (const width of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the Forge's Create Collection at ${width.name} px`, () => {
    test.use({ viewport: width.viewport });
    test.beforeEach(({ context }) => installAxe(context));

    test('a creator builds a project and a collection and submits it by keyboard alone; once approved, the public reads its odds', async ({
      page,
    }, testInfo) => {
      await signedInCreator(page);
      await page.goto('/forge?tab=create');
      const name = `Nova ${randomBytes(3).toString('hex')}`;
      const slug = name.toLowerCase().replace(' ', '-');

      // Project: the address follows the name.
      await typeInto(page, 'Name', name);
      await expect(page.getByRole('textbox', { name: /Address/ })).toHaveValue(slug);
      await typeInto(page, 'Tagline', 'Stars, drawn live');
      await typeInto(page, 'Description', 'Cards from the Nova streams. More at https://nova.example/cards');
      await typeInto(page, 'Twitch channel', 'nova_lumen');
      await expectAccessible(page, `forge project step, ${width.name}`);
      await press(page, 'Create project');

      // Collection.
      await expect(page.getByRole('heading', { name: 'Collection', level: 2 })).toBeFocused();
      await typeInto(page, 'Name', 'First Light');
      await press(page, 'Create collection');

      // Designs: the first form is open; the art is chosen with the arrow keys.
      await expect(page.getByRole('heading', { name: 'Card designs', level: 2 })).toBeFocused();
      await typeInto(page, 'Name', 'Ember Fox');
      const art = page.getByRole('group', { name: 'Art' }).getByRole('radio');
      await art.first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await expect(art.nth(1)).toBeChecked();
      await page.getByRole('textbox', { name: 'Supply cap' }).fill('100');
      await expectAccessible(page, `forge design form, ${width.name}`);
      await press(page, 'Add design');
      await expect(page.getByRole('table', { name: 'Designs of First Light' }).getByRole('row', { name: /Ember Fox/ })).toContainText(
        '100',
      );

      await press(page, 'Add a card design');
      await typeInto(page, 'Name', 'Star Wand');
      // The rarity's list opens with the arrow key and is walked with it.
      const rarity = page.getByRole('combobox', { name: 'Rarity' });
      await rarity.focus();
      await page.keyboard.press('ArrowDown');
      const legendary = page.getByRole('option', { name: 'Legendary' });
      await legendary.waitFor();
      for (let i = 0; i < 6 && (await legendary.getAttribute('data-combobox-selected')) === null; i++)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(rarity).toHaveValue('Legendary');
      await art.nth(2).focus();
      await page.keyboard.press('Space');
      await press(page, 'Add design');
      await expect(page.getByRole('table', { name: 'Designs of First Light' }).getByRole('row')).toHaveCount(3);
      await press(page, 'Next: odds');

      // Odds: the house odds name rarities without designs; starting from them over the two present fixes it.
      await expect(page.getByRole('heading', { name: 'Odds', level: 2 })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'has a weight but no card design' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next: preview' })).toBeDisabled();
      await press(page, 'Start from the house odds');
      await expect(page.getByText('Total: 100% of 100%')).toBeVisible();
      await expectAccessible(page, `forge odds step, ${width.name}`);
      await press(page, 'Next: preview');

      // Preview: the public page as it will be, and a test draw.
      await expect(page.getByRole('heading', { name: 'Preview', level: 2 })).toBeFocused();
      const preview = page.getByRole('region', { name: 'Preview of the public page' });
      await expect(preview.getByRole('table', { name: 'Odds of First Light' }).getByRole('row', { name: /Ember Fox/ })).toContainText(
        '96.15%',
      );
      await press(page, 'Test draw');
      await expect(page.getByRole('region', { name: 'Test draws' }).getByTestId('card-name')).toHaveText(/Ember Fox|Star Wand/);
      await expectAccessible(page, `forge preview step, ${width.name}`);
      await page.screenshot({ path: testInfo.outputPath(`forge-preview-${width.name}.png`), fullPage: true });
      await press(page, 'Next: submit');

      // Submit.
      await expect(page.getByRole('heading', { name: 'Submit for review', level: 2 })).toBeFocused();
      const hash = (await page
        .locator('code')
        .filter({ hasText: /^[0-9a-f]{64}$/ })
        .textContent())!;
      await press(page, 'Submit for review');
      await expect(page.getByRole('heading', { name: 'Sent for review' })).toBeVisible();
      await expectAccessible(page, `forge submitted, ${width.name}`);

      // The admins' queue holds exactly that version; once approved, anyone reads it on the project's page.
      const admin = await page.request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAILS[5], password: E2E_PASSWORD } });
      const adminToken = ((await admin.json()) as { token: string }).token;
      const queue = (await (
        await page.request.get(`/api${REVIEW_PATHS.queue}`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as { version: { id: string; hash: string }; preview: TProject }[];
      const item = queue.find((entry) => entry.preview.slug === slug)!;
      expect(item.version.hash).toBe(hash);
      await call(page, adminToken, `/api${fillPath(REVIEW_PATHS.approve, { versionId: item.version.id })}`);
      await page.goto(`/projects/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('table', { name: 'Odds versions' })).toContainText(hash);
    });
  });
}

/** Scrolls the page down to the element, never sideways, as a phone's user reaches it. */
const scrollDownTo = (target: Locator) =>
  target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2));

test.describe('Manage Collections on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows each state whole and every action without sideways scroll', async ({ page }) => {
    const project = await creatorAtForge(page);
    // A published collection with a change waiting: its two states side by side.
    await callAs(page, project.token, 'PATCH', path(PROJECT_PATHS.collection, { collectionId: project.collectionId }), {
      weights: { common: 8_000, uncommon: 0, rare: 0, epic: 0, legendary: 2_000 },
    });
    await callAs(page, project.token, 'POST', path(PROJECT_PATHS.submit, { collectionId: project.collectionId }));
    await page.reload();

    const collection = page.getByRole('region', { name: project.name });
    for (const state of ['Published', 'Changes in review']) {
      // The first: the rarity shares below name their 'Published' column too.
      const badge = collection.getByText(state, { exact: true }).first();
      await scrollDownTo(badge);
      await expect(badge).toBeInViewport({ ratio: 1 });
      // Whole: the label is as wide as its text, not cut short with an ellipsis.
      expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    }
    // Reached by scrolling down only: each action lies whole inside the phone's width.
    for (const action of [`Stream overlay of ${project.name}`, `Game API of ${project.name}`, 'Earning rules of First Light']) {
      const link = page.getByRole('link', { name: action });
      await scrollDownTo(link);
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'manage collections, 390');
  });
});
