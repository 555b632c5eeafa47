import { expect, test } from './fixtures';
import { publishedProject, submittedProject } from './creators';
import { drawnOnProjectPage, signedInAdmin, signedInUser } from './support';

test.describe('projects at a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor finds a published project, reads its odds and simulates them; a collector claims its free card and verifies it', async ({
    page,
  }) => {
    const project = await publishedProject(page);
    await signedInUser(page);

    // The header leads there.
    await page.goto('/inventory');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    await page.getByLabel('Search projects').fill(project.name);
    const found = page.getByRole('link', { name: new RegExp(project.name) });
    await expect(found).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(project.name).replace('%20', '(\\+|%20)')}`));
    await found.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    await expect(page.getByRole('link', { name: 'https://nova.example/cards' })).toHaveAttribute('rel', /noopener/);
    const odds = page.getByRole('table', { name: 'Odds of First Light' });
    await expect(odds.getByRole('row', { name: /Ember Fox/ })).toContainText('90%');
    await expect(odds.getByRole('row', { name: /Ember Fox/ })).toContainText('100 of 100');
    await expect(odds.getByRole('row', { name: /Star Wand/ })).toContainText('10%');
    await expect(page.getByRole('table', { name: 'Odds versions' })).toContainText(project.hash);

    await page
      .locator('label')
      .filter({ hasText: /^1,000$/ })
      .click();
    await expect(page.getByRole('radio', { name: '1,000' })).toBeChecked();
    await page.getByRole('button', { name: 'Simulate draws' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1,000 cards drawn in your browser' })).toBeVisible();
    await expect(
      odds
        .getByRole('row', { name: /Ember Fox/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(/^\d+(\.\d+)?%$/);

    const cardName = await drawnOnProjectPage(page);
    expect(cardName).toMatch(/Ember Fox|Star Wand/);
    await page.getByRole('button', { name: 'Draw a card of First Light' }).waitFor({ state: 'detached' });
    await expect(odds.getByRole('row', { name: /Ember Fox/ })).toContainText(cardName === 'Ember Fox' ? '99 of 100' : '100 of 100');

    // The card's draw, rebuilt on /fairness from its seed, shown with it, and the version it names.
    await page.goto('/inventory');
    await page.getByTestId('inventory-grid').getByRole('button').first().click();
    await page.getByRole('link', { name: 'Verify this draw' }).click();
    const verdict = page.getByRole('region', { name: 'Verify a card' });
    await expect(verdict.getByText('Verified')).toBeVisible();
    await expect(verdict.getByTestId('card-name')).toHaveText(cardName);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the side menu leads to the projects', async ({ page }) => {
    await page.goto('/fairness');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('the Review tab', () => {
  test('an admin previews a submitted collection as the public will see it, rejects one with a reason and approves another', async ({
    page,
  }) => {
    const first = await submittedProject(page);
    const second = await submittedProject(page);
    await signedInAdmin(page, 4);
    await page.goto('/admin?tab=review');
    const firstItem = page.getByRole('article', { name: new RegExp(first.name) });
    await expect(firstItem.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
    await expect(firstItem.getByRole('table', { name: 'Odds of First Light' }).getByRole('row', { name: /Ember Fox/ })).toContainText(
      '90%',
    );
    await expect(firstItem.getByRole('button', { name: /Draw a card/ })).toHaveCount(0);

    await firstItem.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject version 1' });
    await dialog.getByLabel('Reason').fill('The wand needs its own art.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${first.name} was told why.`)).toBeVisible();
    await expect(firstItem).toHaveCount(0);

    const secondItem = page.getByRole('article', { name: new RegExp(second.name) });
    await secondItem.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('First Light is public now.')).toBeVisible();
    // The queue empties and the list filters before the next click, as a person waits for the page to settle:
    // a click while the approved item's preview leaves the page lands where its button used to be.
    await expect(secondItem).toHaveCount(0);

    // Published now, it can be suspended with a reason (hidden from the public) and restored.
    const published = page.getByRole('region', { name: 'Published projects' });
    await published.getByLabel('Find a project').fill(second.slug);
    await expect(published.getByRole('row')).toHaveCount(2);
    const row = published.getByRole('row', { name: new RegExp(second.name) });
    await row.getByRole('button', { name: `Suspend ${second.name}` }).click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspend ${second.name}` });
    await suspendDialog.getByLabel('Reason').fill('Odds under investigation.');
    await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('SuspendedOdds under investigation.');
    expect((await page.request.get(`/api/projects/${second.slug}`)).status()).toBe(404);
    await row.getByRole('button', { name: `Restore ${second.name}` }).click();
    await expect(row).toContainText('Public');

    await page.goto(`/projects/${second.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
    await page.goto(`/projects/${first.slug}`);
    await expect(page.getByText('Project not found').first()).toBeVisible();
  });
});
