import { expect, test, type Page } from './fixtures';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { choosePicture, confirmItsYou, linkFromMail, logIn, pngPicture, signedInUser, uniqueEmail, USER_PASSWORD } from './support';

/** What the authenticator app shows `stepsAhead` 30 s steps from now (the server accepts ±1 step). */
const codeFor = (secret: string, stepsAhead = 0) => totpFor(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('two-factor: enable from the secret, then log in with a code, a backup code once, and a trusted device', async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await confirmItsYou(page);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'Next' }).click();
  await typeCode(page, codeFor(secret));
  await expect(page.getByText('2FA Enabled')).toBeVisible();
  const codes = await page.getByTestId('backup-code').allTextContents();
  expect(codes).toHaveLength(10);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('I have saved my backup codes in a secure location').check();
  await continueButton.click();
  await expect(page.getByRole('button', { name: 'Manage 2FA' })).toBeVisible();

  // The password alone no longer logs in; a wrong code clears the boxes and shows the server's words.
  await logOut(page);
  await logIn(page, email, 'Arcana12');
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const wrong = codeFor(secret) === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');

  // A backup code works once, typed in lower case.
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByPlaceholder('XXXX-XXXX-XXXX-XXXX').fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Verify with Backup Code' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await logOut(page);
  await logIn(page, email, 'Arcana12');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByPlaceholder('XXXX-XXXX-XXXX-XXXX').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify with Backup Code' }).click();
  await expect(page.getByText('Invalid backup code')).toBeVisible();

  // The next step's code, and this browser remembered: the following login skips the step.
  await page.getByRole('button', { name: 'Use authenticator app instead' }).click();
  await page.getByLabel('Remember this device for 30 days').check();
  await typeCode(page, codeFor(secret, 1));
  await expect(page).toHaveURL(/\/inventory$/);
  await logOut(page);
  await logIn(page, email, 'Arcana12');
  await expect(page).toHaveURL(/\/inventory$/);
});

test('changing the e-mail through the link sent to the new address', async ({ page }) => {
  await signedInUser(page);
  const next = uniqueEmail();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit email' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmItsYou(page);
  await expect(page.getByText('Confirmation Email Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`Waiting for you to confirm ${next}`)).toBeVisible();

  await page.goto(await linkFromMail(next, '/confirm-email-change'));
  await expect(page.getByText('Email Confirmed!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 10_000 });
  await expect(page.getByText(next, { exact: true })).toBeVisible();
});

test('a cropped picture becomes the profile picture and shows in the header', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/settings?tab=profile');
  await choosePicture(page, { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please select a JPEG, PNG, or WebP image')).toBeVisible();

  await choosePicture(page, await pngPicture());
  const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('slider').press('ArrowRight');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const headerPicture = page.getByRole('button', { name: 'User menu' }).locator('img');
  await expect(headerPicture).toHaveAttribute('src', /^\/api\/files\//);
  const src = (await headerPicture.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/jpeg');
});

test('deleting the account through the e-mailed link', async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Please type DELETE to confirm')).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await confirmItsYou(page);
  await expect(page.getByText('Check your email')).toBeVisible();

  await page.goto(await linkFromMail(email, '/confirm-account-deletion'));
  await expect(page.getByText('Account deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  // Gone: its password signs nothing in (what the login page says then is account.spec.ts's).
  expect((await page.request.post('/api/auth/login', { data: { email, password: USER_PASSWORD } })).status()).toBe(401);
});
