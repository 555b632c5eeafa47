import { randomBytes } from 'node:crypto';
import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, installAxe } from './axe';
import { E2E_ADMIN_EMAILS, E2E_PASSWORD } from './ports';
import { signedInAdmin, USER_PASSWORD, verifiedAccount, walletLinkedOnLanding } from './support';

const path = (template: string, params: Record<string, string>) => `/api${fillPath(template, params)}`;

/** A JSON call of the API with a bearer token, refused loudly. */
async function call(page: Page, token: string, method: 'POST' | 'PATCH', url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

/**
 * A creator (two-factor on) makes a project with one collection and submits it, through the API as
 * their own client would: the pages under test are the public's and the admins'.
 */
async function submittedProject(page: Page) {
  const { email } = await verifiedAccount(page);
  // Signed in with the password, as a creator at their desk: presence proved for two-factor's setup.
  const login = await page.request.post('/api/auth/login', { data: { email, password: USER_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const { secret } = (await call(page, token, 'POST', '/api/auth/2fa/setup')) as { secret: string };
  await call(page, token, 'POST', '/api/auth/2fa/verify', { token: totpFor(secret).generate() });
  const name = `Nova ${randomBytes(3).toString('hex')}`;
  const slug = name.toLowerCase().replace(' ', '-');
  const project = (await call(page, token, 'POST', path(PROJECT_PATHS.list, {}), {
    name,
    slug,
    tagline: 'Stars, drawn live',
    description: 'Cards from the Nova streams. More at https://nova.example/cards',
    links: { twitch: 'nova_lumen' },
  })) as TProject;
  const collection = (await call(page, token, 'POST', path(PROJECT_PATHS.collections, { projectId: project.id }), {
    name: 'First Light',
    weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 },
  })) as TCollection;
  const designs = path(PROJECT_PATHS.designs, { collectionId: collection.id });
  const design = { description: 'Drawn at dawn.', power: [10, 20], defense: [5, 15] };
  await call(page, token, 'POST', designs, {
    ...design,
    name: 'Ember Fox',
    type: 'beast',
    rarity: 'common',
    image: 'crimson-fox',
    supplyCap: 100,
  });
  await call(page, token, 'POST', designs, {
    ...design,
    name: 'Star Wand',
    type: 'artifact',
    rarity: 'legendary',
    image: 'crown-of-echoes',
  });
  const submitted = (await call(page, token, 'POST', path(PROJECT_PATHS.submit, { collectionId: collection.id }))) as TCollection;
  return { name, slug, hash: submitted.versions[0]!.hash, versionId: submitted.versions[0]!.id };
}

/** A submitted project an admin has approved. */
async function publishedProject(page: Page) {
  const project = await submittedProject(page);
  const admin = await page.request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAILS[5], password: E2E_PASSWORD } });
  const adminToken = ((await admin.json()) as { token: string }).token;
  await call(page, adminToken, 'POST', path(REVIEW_PATHS.approve, { versionId: project.versionId }));
  return project;
}

for (const width of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`projects at ${width.name} px`, () => {
    test.use({ viewport: width.viewport });
    test.beforeEach(({ context }) => installAxe(context));

    test('a visitor finds a published project, reads its odds and simulates them; a collector claims its free card and verifies it', async ({
      page,
    }, testInfo) => {
      const project = await publishedProject(page);
      await walletLinkedOnLanding(page);

      // The header leads there: its links at a desk, its menu on a phone.
      if (width.name === '390') {
        await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Projects' }).click();
      } else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
      await page.getByLabel('Search projects').fill(project.name);
      const found = page.getByRole('link', { name: new RegExp(project.name) });
      await expect(found).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(project.name).replace('%20', '(\\+|%20)')}`));
      await expectAccessible(page, `projects, ${width.name}`);
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
      await expectAccessible(page, `project, simulated, ${width.name}`);
      await page.screenshot({ path: testInfo.outputPath(`project-${width.name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Draw a card of First Light' }).click();
      const card = page.getByTestId('card-name').first();
      await expect(card).toHaveText(/Ember Fox|Star Wand/);
      const cardName = (await card.textContent())!;
      await page.getByRole('button', { name: 'Draw a card of First Light' }).waitFor({ state: 'detached' });
      await expect(odds.getByRole('row', { name: /Ember Fox/ })).toContainText(cardName === 'Ember Fox' ? '99 of 100' : '100 of 100');

      // The card's draw, rebuilt on /fairness from its revealed seed and the version it names.
      await page.goto('/inventory');
      await page.getByTestId('inventory-grid').getByRole('button').first().click();
      await page.getByRole('link', { name: 'Verify this draw' }).click();
      await page
        .getByRole('region', { name: 'Your seeds' })
        .getByRole('button', { name: 'Reveal server seed and start a new one' })
        .click();
      const verdict = page.getByRole('region', { name: 'Verify a card' });
      await expect(verdict.getByText('Verified')).toBeVisible();
      await expect(verdict.getByTestId('card-name')).toHaveText(cardName);
    });
  });
}

test.describe('the Review tab', () => {
  test.beforeEach(({ context }) => installAxe(context));

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
    await expectAccessible(page, 'admin review');

    await firstItem.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject version 1' });
    await dialog.getByLabel('Reason').fill('The wand needs its own art.');
    await expectAccessible(page, 'admin review, reject dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${first.name} was told why.`)).toBeVisible();
    await expect(firstItem).toHaveCount(0);

    await page
      .getByRole('article', { name: new RegExp(second.name) })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText('First Light is public now.')).toBeVisible();

    // Published now, it can be suspended with a reason (hidden from the public) and restored.
    const published = page.getByRole('region', { name: 'Published projects' });
    await published.getByLabel('Find a project').fill(second.slug);
    const row = published.getByRole('row', { name: new RegExp(second.name) });
    await row.getByRole('button', { name: `Suspend ${second.name}` }).click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspend ${second.name}` });
    await suspendDialog.getByLabel('Reason').fill('Odds under investigation.');
    await expectAccessible(page, 'admin review, suspend dialog');
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
