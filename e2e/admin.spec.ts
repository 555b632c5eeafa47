import { expect, test } from './fixtures';
import { submittedProject } from './creators';
import { realtimeGreeting, signedInAdmin, signedInUser } from './support';
import { boxOf, collisions } from './boxes';

test.describe('the admin panel and observer mode', () => {
  test('an admin finds a user by e-mail, grants admin live, observes them read-only, exits, and deletes them', async ({
    page: adminPage,
    browser,
  }) => {
    const userPage = await (await browser.newContext()).newPage();
    await signedInAdmin(adminPage, 0);
    const user = await signedInUser(userPage);

    const userOnline = realtimeGreeting(userPage);
    await userPage.goto('/inventory');
    await userOnline;
    const userHeader = userPage.getByRole('banner');
    await expect(userHeader.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'User Management' }).click();
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
    const rows = adminPage.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(user.username);

    await row.getByRole('button', { name: `Actions for ${user.username}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Grant Admin' }).click();
    await expect(adminPage.getByText('Admin Granted')).toBeVisible();
    // The other user's tab gains the link live, through the socket.
    await expect(userHeader.getByRole('link', { name: 'Admin Panel' })).toBeVisible();

    await row.getByRole('button', { name: `Actions for ${user.username}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Revoke Admin' }).click();
    await expect(adminPage.getByText('Admin Removed')).toBeVisible();
    await expect(userHeader.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    // Observing, like granting, needs a recent proof of presence: the admin's password sign-in is one.
    await row.getByRole('button', { name: `Actions for ${user.username}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Observe' }).click();
    await expect(adminPage).toHaveURL(/\/inventory$/);
    const banner = adminPage.getByRole('region', { name: 'Observer mode' });
    await expect(banner).toContainText(`viewing ${user.username}`);
    // Its toast comes under the banner and the header: Exit and the header's controls stay in reach.
    const toast = adminPage.getByRole('alert').filter({ hasText: 'Observer Mode' });
    await expect(toast).toBeVisible();
    expect(
      collisions({
        toast: await boxOf(toast),
        exit: await boxOf(banner.getByRole('button', { name: 'Exit Observer Mode' })),
        header: await boxOf(adminPage.getByRole('banner')),
      }),
    ).toEqual([]);
    await expect(adminPage.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    await adminPage.goto('/settings?tab=security');
    await expect(adminPage.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(adminPage.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await expect(adminPage.getByRole('button', { name: 'Enable 2FA' })).toBeDisabled();

    // A write the page still offers is refused by the server and leaves nothing changed.
    await adminPage.goto('/notifications');
    await expect(adminPage.getByText('An admin viewed your account')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(adminPage.getByText('Failed to mark all as read')).toBeVisible();
    await adminPage.reload();
    await expect(adminPage.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();

    await adminPage.getByRole('button', { name: 'Exit Observer Mode' }).click();
    await expect(adminPage).toHaveURL(/\/admin$/);
    await expect(banner).toHaveCount(0);

    await adminPage.getByRole('tab', { name: 'User Management' }).click();
    await adminPage.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
    await rows
      .first()
      .getByRole('button', { name: `Actions for ${user.username}` })
      .click();
    await adminPage.getByRole('menuitem', { name: 'Delete User' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog).toContainText(user.email);
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expect(adminPage.getByText('User Deleted')).toBeVisible();
    await expect(adminPage.getByText('No users found')).toBeVisible();
    // The deleted user's tab is logged out.
    await expect(userPage).toHaveURL(/\/login/);
  });

  test('an admin is told live that a collection waits, counts it on the Review tab and sees every card it would publish', async ({
    page: adminPage,
    browser,
  }) => {
    await signedInAdmin(adminPage, 1);
    const online = realtimeGreeting(adminPage);
    await adminPage.goto('/admin?tab=review');
    await online;

    const project = await submittedProject(await (await browser.newContext()).newPage());
    // The submission's notification reaches the admin's tab: the queue and its count follow, unasked.
    const item = adminPage.getByRole('article', { name: new RegExp(project.name) });
    await expect(item).toBeVisible();
    await expect(adminPage.getByRole('tab', { name: /^Review \d+ waiting$/ })).toBeVisible();
    await expect(adminPage.getByTestId('review-count')).toHaveText(/^\d+ waiting$/);

    // Each design as the card it makes, its art loaded in the card's frame.
    const cards = item.getByRole('region', { name: 'Cards of First Light' }).getByRole('listitem');
    await expect(cards.getByTestId('card-name')).toHaveText(['Ember Fox', 'Star Wand']);
    for (const art of await cards.locator('img').all()) {
      await art.scrollIntoViewIfNeeded();
      await expect(art).toHaveJSProperty('complete', true);
      expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('a non-admin opening /admin is sent to the inventory', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/inventory$/);
  });
});
