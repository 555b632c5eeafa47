import { expect, test, type Page } from './fixtures';
import { userWithCards } from './support';

const seedsRegion = (page: Page) => page.getByRole('region', { name: 'Your seeds' });
const valueOf = (page: Page, label: string) => seedsRegion(page).getByRole('term').filter({ hasText: label }).locator('+ dd');

test.describe('provably fair draws', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a card from the inventory is secret until its seed is revealed, then rebuilt in the browser and verified', async ({ page }) => {
    await userWithCards(page, 3);
    await page.goto('/inventory');
    const first = page.getByTestId('inventory-grid').getByRole('button').first();
    const name = (await first.getByTestId('card-name').textContent())!;
    await first.click();
    await page.getByRole('link', { name: 'Verify this draw' }).click();
    await expect(page).toHaveURL(/\/fairness\?card=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provably Fair Draws');

    // Three cards drawn with the seed shown here, so the next nonce is 3; its server seed is still secret.
    const hash = (await valueOf(page, 'Server seed hash (SHA-256)').locator('span').first().textContent())!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(valueOf(page, 'Next nonce')).toContainText('3');
    await expect(page.getByText('Its server seed is still secret')).toBeVisible();

    await seedsRegion(page).getByRole('button', { name: 'Reveal server seed and start a new one' }).click();
    const verdict = page.getByRole('region', { name: 'Verify a card' });
    await expect(verdict.getByText('Verified')).toBeVisible();
    await expect(verdict.getByText('Hash matches')).toBeVisible();
    await expect(verdict.getByTestId('card-name')).toHaveText(name);
    await expect(verdict.getByText(hash, { exact: true }).first()).toBeVisible();
    await expect(seedsRegion(page).getByText('3 cards (nonces 0 to 2)', { exact: false })).toBeVisible();
    await expect(valueOf(page, 'Next nonce')).toContainText('0');

    // A tampered claim is caught: another committed hash, another client seed.
    await verdict.getByLabel('Server seed hash shown before the draw').fill('0'.repeat(64));
    await verdict.getByLabel('Client seed').fill('tampered');
    await verdict.getByRole('button', { name: 'Verify' }).click();
    await expect(verdict.getByText('Hash does not match')).toBeVisible();
    await expect(verdict.getByText('Not this card')).toBeVisible();

    // A client seed of the player's own starts a new seed at nonce 0 and reveals the one before.
    await seedsRegion(page).getByLabel('New client seed').fill('my_own-seed');
    await seedsRegion(page).getByRole('button', { name: 'Change client seed' }).click();
    await expect(valueOf(page, 'Client seed').first()).toContainText('my_own-seed');
    await expect(seedsRegion(page).getByText('No cards drawn', { exact: false })).toBeVisible();
  });
});
