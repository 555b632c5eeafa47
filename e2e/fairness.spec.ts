import { expect, test, type Page } from './fixtures';
import { userWithCards } from './support';

const seedsRegion = (page: Page) => page.getByRole('region', { name: 'Your seeds' });
const valueOf = (page: Page, label: string) => seedsRegion(page).getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('provably fair draws', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a card from the inventory is verified at once from its chain’s seed, and a tampered claim is caught', async ({ page }) => {
    await userWithCards(page, 3);
    await page.goto('/inventory');
    const first = page.getByTestId('inventory-grid').getByRole('button').first();
    const name = (await first.getByTestId('card-name').textContent())!;
    await first.click();
    await page.getByRole('link', { name: 'Verify this draw' }).click();
    await expect(page).toHaveURL(/\/fairness\?card=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provably Fair Draws');

    // Three cards drawn along the house's chain, published before the first: each seed shown with its card.
    const chains = seedsRegion(page).getByRole('table', { name: 'Your seed chains' });
    await expect(chains.getByRole('row', { name: /Arcana/ })).toContainText('3 of 256');
    const verdict = page.getByRole('region', { name: 'Verify a card' });
    await expect(verdict.getByText('Verified')).toBeVisible();
    await expect(verdict.getByText('Hash matches')).toBeVisible();
    await expect(verdict.getByText('Seed fixed before the draw')).toBeVisible();
    await expect(verdict.getByTestId('card-name')).toHaveText(name);

    // A tampered claim is caught: another committed hash, another client seed.
    await verdict.getByLabel('Server seed hash shown before the draw').fill('0'.repeat(64));
    await verdict.getByLabel('Client seed').fill('tampered');
    await verdict.getByRole('button', { name: 'Verify' }).click();
    await expect(verdict.getByText('Hash does not match')).toBeVisible();
    await expect(verdict.getByText('Not this card')).toBeVisible();

    // A client seed of the player's own is mixed into the next draws.
    await seedsRegion(page).getByLabel('New client seed').fill('my_own-seed');
    await seedsRegion(page).getByRole('button', { name: 'Change client seed' }).click();
    await expect(valueOf(page, 'Client seed').first()).toContainText('my_own-seed');
  });
});
