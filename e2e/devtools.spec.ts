import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { adminToken, signedInAdmin, signedInUser } from './support';

test.describe('developer tools', () => {
  test('a developer sees /devs but none of the admin-only widgets', async ({ page: developerPage }) => {
    const developer = await signedInUser(developerPage);
    const me = await developerPage.request.get('/api/auth/verify', { headers: { authorization: `Bearer ${developer.token}` } });
    const { user } = (await me.json()) as { user: { id: string } };
    const granted = await developerPage.request.post(`/api/auth/admin/grant-developer/${user.id}`, {
      headers: { authorization: `Bearer ${await adminToken(developerPage, 1)}` },
      data: { requestId: randomUUID() },
    });
    expect(granted.ok()).toBe(true);

    await developerPage.goto('/devs');
    await expect(developerPage.getByRole('heading', { level: 1, name: 'Developer Tools' })).toBeVisible();
    await expect(developerPage.getByRole('banner').getByRole('link', { name: 'Dev Tools' })).toBeVisible();
    await expect(developerPage.getByText('No tools are available at your access level yet.')).toBeVisible();
    await expect(developerPage.getByRole('button', { name: 'API Explorer' })).toHaveCount(0);
    await expect(developerPage.getByRole('button', { name: 'Email Tester' })).toHaveCount(0);
    // The server agrees: the admin-only tools' calls are refused.
    const refused = await developerPage.request.get('/api/admin/email/templates-test', {
      headers: { authorization: `Bearer ${developer.token}` },
    });
    expect(refused.status()).toBe(403);
  });

  test('an admin searches the tools and previews the verification e-mail in the Email Tester', async ({ page }) => {
    await signedInAdmin(page, 2);
    await page.goto('/devs');
    const tools = page.getByRole('list', { name: 'Tools' });
    await expect(tools.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('zzz');
    await expect(page.getByText('No widgets found matching "zzz"')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('email');
    await page.getByRole('button', { name: 'Email Tester' }).click();

    const dialog = page.getByRole('dialog', { name: 'Email Tester' });
    await dialog.getByRole('button', { name: /^verification/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your Arcana email' })).toBeVisible();
    const html = dialog.frameLocator('iframe[title="HTML of the verification e-mail"]');
    await expect(html.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('This link expires in 24 hours.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the API Explorer shows every route and tries one as the signed-in admin', async ({ page }) => {
    await signedInAdmin(page, 3);
    await page.goto('/admin?tab=testing');
    await page.getByRole('button', { name: 'API Explorer' }).click();
    const explorer = page.getByRole('dialog', { name: 'API Explorer' }).frameLocator('iframe[title="API Explorer"]');
    // Every tag of the document is listed, folded; the admin's opens onto its operations.
    const doc = (await (await page.request.get('/api/docs/json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tags = new Set(Object.values(doc.paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags ?? [])));
    await expect(explorer.locator('.opblock-tag')).toHaveCount(tags.size, { timeout: 20_000 });
    await explorer.locator('#operations-tag-admin').click();
    const operation = explorer.locator('#operations-admin-getAdminStats');
    await expect(operation).toBeVisible();
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const live = operation.locator('.live-responses-table .response');
    await expect(live.locator('.response-col_status')).toContainText('200');
    await expect(live.locator('.response-col_description')).toContainText('totalUsers');
  });
});
