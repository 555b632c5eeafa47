import { expect, test } from './fixtures';
import { linkFromMail, realtimeGreeting, signedInUser, uniqueEmail } from './support';

test('"Confirm it\'s you" comes before an e-mail change: cancelling is quiet, a wrong password is said, the right one sends the link', async ({
  page,
}) => {
  await signedInUser(page);
  const next = uniqueEmail();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit email' }).click();
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Cancelled by the user: no error under the field, which stays in edit mode.
  await expect(page.getByLabel('Email')).toHaveValue(next);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong123');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill('Arcana12');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The change went through on its own: the link is on its way to the new address.
  await expect(page.getByText('Confirmation Email Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`Waiting for you to confirm ${next}`)).toBeVisible();
  expect(await linkFromMail(next, '/confirm-email-change')).toContain('token=');
});

test('logging out in one tab logs out the other tab of the browser, without a reload', async ({ page, context }) => {
  await signedInUser(page);
  const greeted = realtimeGreeting(page);
  await page.goto('/inventory');
  await greeted;
  const other = await context.newPage();
  await other.goto('/settings');
  await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
  await other.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await other.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
