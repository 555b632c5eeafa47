import { randomBytes } from 'node:crypto';
import { REVIEW_PATHS } from '@arcana/shared';
import type { TProject } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { expect, test, type Page } from './fixtures';
import { adminToken, signedInAs, verifiedAccount } from './support';
import { call, path } from './creators';

/** A creator: a verified account with two-factor on, signed in on this page. */
async function signedInCreator(page: Page) {
  const { email } = await verifiedAccount(page);
  const { token } = await signedInAs(page, email);
  const { secret } = (await call(page, token, 'POST', '/api/auth/2fa/setup')) as { secret: string };
  await call(page, token, 'POST', '/api/auth/2fa/verify', { token: totpFor(secret).generate() });
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

test.describe("the Forge's Create Collection", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a creator builds a project and a collection and submits it by keyboard alone; once approved, the public reads its odds', async ({
    page,
  }) => {
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
    await press(page, 'Add design');
    await expect(page.getByRole('table', { name: 'Designs of First Light' }).getByRole('row', { name: /Ember Fox/ })).toContainText('100');

    await press(page, 'Add a card design');
    await typeInto(page, 'Name', 'Star Wand');
    // The rarity's list opens with the arrow key and is walked with it.
    const rarity = page.getByRole('combobox', { name: 'Rarity' });
    await rarity.focus();
    await page.keyboard.press('ArrowDown');
    const legendary = page.getByRole('option', { name: 'Legendary' });
    await legendary.waitFor();
    for (let i = 0; i < 6 && (await legendary.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
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
    await press(page, 'Next: preview');

    // Preview: the public page as it will be, and a test draw.
    await expect(page.getByRole('heading', { name: 'Preview', level: 2 })).toBeFocused();
    const preview = page.getByRole('region', { name: 'Preview of the public page' });
    await expect(preview.getByRole('table', { name: 'Odds of First Light' }).getByRole('row', { name: /Ember Fox/ })).toContainText(
      '96.15%',
    );
    await press(page, 'Test draw');
    await expect(page.getByRole('region', { name: 'Test draws' }).getByTestId('card-name')).toHaveText(/Ember Fox|Star Wand/);
    await press(page, 'Next: submit');

    // Submit.
    await expect(page.getByRole('heading', { name: 'Submit for review', level: 2 })).toBeFocused();
    const hash = (await page
      .locator('code')
      .filter({ hasText: /^[0-9a-f]{64}$/ })
      .textContent())!;
    await press(page, 'Submit for review');
    await expect(page.getByRole('heading', { name: 'Sent for review' })).toBeVisible();

    // The admins' queue holds exactly that version; once approved, anyone reads it on the project's page.
    const admin = await adminToken(page, 5);
    const queue = (await (
      await page.request.get(`/api${REVIEW_PATHS.queue}`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { version: { id: string; hash: string }; preview: TProject }[];
    const item = queue.find((entry) => entry.preview.slug === slug)!;
    expect(item.version.hash).toBe(hash);
    await call(page, admin, 'POST', path(REVIEW_PATHS.approve, { versionId: item.version.id }));
    await page.goto(`/projects/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('table', { name: 'Odds versions' })).toContainText(hash);
  });
});
