import { expect, test } from './fixtures';
import { linkFromMail, logIn, realtimeGreeting, signUp, uniqueEmail, uniqueUsername } from './support';

test('a new account, from signup to logout, then a forgotten password', async ({ page }) => {
  const email = uniqueEmail();
  const username = uniqueUsername();
  await signUp(page, email, 'Arcana12', username);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The link in the e-mail logs the new user in and lands on the inventory after 2 s.
  const verifyLink = await linkFromMail(email, '/verify-email');
  await page.goto(verifyLink);
  await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/inventory$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, email, 'Arcana12');
  await expect(page).toHaveURL(/\/inventory$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page's own Email field stays until the next page has loaded: wait for it first.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('The link expires in 1 hour.')).toBeVisible();

  const resetLink = await linkFromMail(email, '/reset-password');
  await page.goto(resetLink);
  const newPassword = page.getByLabel(/^New password/);
  await newPassword.fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveText('weak');
  await newPassword.fill('NewPass12');
  await expect(page.getByTestId('password-strength')).toHaveText('medium');
  await newPassword.fill('NEWpass12!');
  await expect(page.getByTestId('password-strength')).toHaveText('strong');
  await page.getByLabel('Confirm new password').fill('NEWpass12!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();

  await logIn(page, email, 'Arcana12');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await logIn(page, email, 'NEWpass12!');
  await expect(page).toHaveURL(/\/inventory$/);
});

test('after signup the resend button counts down, an unverified login returns to the verification page, and it moves on once the link is opened elsewhere', async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, email, 'Arcana12', uniqueUsername());
  // The first mail has just gone: the resend button counts the 60 s cooldown down, as the server holds it.
  await expect(page.getByRole('button', { name: /Resend available in (60|59|58)s/ })).toBeDisabled();
  const listening = realtimeGreeting(page);
  await logIn(page, email, 'Arcana12');
  await expect(page).toHaveURL(/\/email-verification-required$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await listening;

  // The link opened elsewhere (another tab, another device): this page moves on by itself.
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  const verified = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.ok()).toBe(true);
  await expect(page).toHaveURL(/\/inventory$/);
});
