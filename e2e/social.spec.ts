import { randomBytes } from 'node:crypto';
import { API_PREFIX, AUTH_PATHS, TOKEN_STORAGE_KEY } from '@arcana/shared';
import { expect, test, type Page } from './fixtures';
import { approveAs, linkFromMail, providerId, uniqueEmail, uniqueUsername, verifiedAccount } from './support';
import { E2E_PORTS } from './ports';

const fakeOrigin = `http://127.0.0.1:${E2E_PORTS.fakeOAuth}`;

/**
 * A new account made with Discord (redirect) → username (offered from Discord's, chosen anew here) →
 * inventory; answers its username and address.
 */
async function signUpWithDiscord(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakeOrigin}/discord/oauth2/authorize`));
  const email = uniqueEmail();
  const discordName = `nelly${randomBytes(3).toString('hex')}`;
  await approveAs(page, { id: providerId(), username: discordName, email });
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByLabel('Username')).toHaveValue(discordName);
  const username = uniqueUsername();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  return { username, email };
}

test('signs up with Discord: the provider, a username, then the inventory', async ({ page }) => {
  const { username } = await signUpWithDiscord(page);
  // The toast sits over the header's user menu, and a pointer resting on it keeps it open: it goes first.
  const created = page.getByText('Account created successfully!');
  await expect(created).toBeVisible();
  await expect(created).toBeHidden();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText(username)).toBeVisible();
});

test('links Twitch from settings in a popup, and keeps the last sign-in method', async ({ page }) => {
  await signUpWithDiscord(page);
  await page.goto('/settings?tab=integrations');
  const discord = page.getByTestId('integration-discord');
  await expect(discord.getByRole('button', { name: 'Unlink Discord' })).toBeDisabled();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link Twitch' }).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  await approveAs(popup, { id: providerId(), username: 'streamer' });
  await popup.waitForEvent('close');
  await expect(page.getByText('Twitch account linked successfully!').first()).toBeVisible();
  // Twitch shows its display name (the fake keeps its default user's).
  await expect(page.getByTestId('integration-twitch')).toContainText('TwitchDev');
  // Two ways in now: either may go.
  await expect(discord.getByRole('button', { name: 'Unlink Discord' })).toBeEnabled();
});

test.describe('an account made with a provider', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('changing the e-mail a linked account shares asks first; an account without a password may add one', async ({ page }) => {
    await signUpWithDiscord(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Edit email' }).click();
    const next = uniqueEmail();
    await page.getByLabel('Email').fill(next);
    await page.getByRole('button', { name: 'Save' }).click();
    const ask = page.getByRole('dialog', { name: 'Change your email?' });
    await expect(ask).toContainText('These linked accounts use your current email and will be unlinked when the change is confirmed:');
    await expect(ask.getByRole('listitem')).toContainText('Discord');
    // Discord is this account's only way in: the change would lock it out, so the field says what to do first.
    await ask.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/your only way to sign in\. Set a password first\.$/)).toBeVisible();

    // The security tab offers to add one.
    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: 'Add password' }).click();
    await expect(page.getByRole('dialog', { name: 'Add password authentication' })).toBeVisible();
  });

  test('an account with neither a password nor two-factor proves it is there by a mailed link', async ({ page }) => {
    const { email } = await signUpWithDiscord(page);
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    const sent = await page.request.post(`${API_PREFIX}${AUTH_PATHS.reauthenticateByEmail}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.ok()).toBe(true);
    await page.goto(await linkFromMail(email, '/confirm-reauthentication'));
    await expect(page.getByText('Return to the tab you were in and press Continue')).toBeVisible();
  });

  test('a provider sign-in with an address another account owns asks that owner, whose link adds it', async ({ page }) => {
    // The owner's account, made over the API: this page stays signed out.
    const { email } = await verifiedAccount(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Discord' }).click();
    await approveAs(page, {
      id: providerId(),
      username: `owner${randomBytes(2).toString('hex')}`,
      email,
    });
    await page.goto(await linkFromMail(email, '/verify-provider'));
    await expect(page.getByRole('heading', { name: 'Verify Discord Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Discord' }).click();
    // The page says so; a toast says it too, sometimes still there.
    await expect(page.getByRole('status').filter({ hasText: 'Taking you to your inventory' })).toContainText(
      'Discord account verified successfully!',
    );
  });
});

test('says so when the popup is closed, or blocked', async ({ page }) => {
  await signUpWithDiscord(page);
  await page.goto('/settings?tab=integrations');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link X' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await popup.close();
  await expect(page.getByText('User cancelled authentication')).toBeVisible();

  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Link Instagram' }).click();
  await expect(page.getByText('Popup blocked. Please allow popups for this site.')).toBeVisible();
});

test('signs in with Steam: the e-mail step, the verification link, then the inventory', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Steam' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORTS.fakeSteam}/openid/login`));
  await page.getByLabel('SteamID64').fill(`7656119${String(Date.now()).slice(-10)}`);
  await page.getByLabel('Persona name').fill('Gordon');
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page.getByRole('heading', { name: 'Add your email' })).toBeVisible();
  const email = uniqueEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Signing up as ${email}`)).toBeVisible();
  await page.getByLabel('Username').fill(uniqueUsername());
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Steam Account' })).toBeVisible();

  await page.goto(await linkFromMail(email, '/verify-email'));
  await expect(page).toHaveURL(/\/inventory$/, { timeout: 10_000 });
});

test('a provider signup whose session does not come back within 2.5 s still moves on to the inventory', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  await approveAs(page, {
    id: providerId(),
    username: `nelly${randomBytes(2).toString('hex')}`,
    email: uniqueEmail(),
  });
  await expect(page).toHaveURL(/\/complete-signup$/);
  // The new session's first read never answers on this page; the inventory, loaded afresh, reads it again.
  let held = true;
  await page.route(`**${API_PREFIX}${AUTH_PATHS.verify}`, (route) => (held ? undefined : route.fallback()));
  await page.getByLabel('Username').fill(uniqueUsername());
  const firstRead = page.waitForRequest((request) => request.url().endsWith(`${API_PREFIX}${AUTH_PATHS.verify}`));
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await firstRead;
  held = false;
  await loaded;
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
