import { expect, test, type Locator, type Page, type WebSocketRoute } from './fixtures';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { installFakePhantom } from '../tools/fake-phantom';
import { expectAccessible, installAxe } from './axe';
import {
  choosePicture,
  confirmItsYou,
  linkFromMail,
  logIn,
  pngPicture,
  showAsList,
  signedInAdmin,
  signedInUser,
  uniqueEmail,
  uniqueUsername,
} from './support';

/**
 * No serious or critical axe violation on any built screen, and on every dialog, drawer, menu and
 * sheet a user can open there, at a wide screen's and a phone's width (docs/product-rules.md "Roles
 * and pages"). Each screen is checked as a user reaches it; a violation is a soft failure, so one run
 * lists them all.
 */
const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const PASSWORD = 'Arcana12';
const codeFor = (secret: string, stepsAhead = 0) => totpFor(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name} px`, () => {
    // Reduced motion: every dialog and menu is measured as it ends up, not halfway through its fade.
    test.use({ viewport: width.viewport, reducedMotion: 'reduce', ...(width.phone ? { isMobile: true, hasTouch: true } : {}) });
    test.beforeEach(({ context }) => installAxe(context));
    // Each test is a journey through ten or more screens, with axe run on every one of them.
    test.describe.configure({ timeout: 120_000 });

    const check = (page: Page, screen: string) => expectAccessible(page, `${screen} (${width.name} px)`);
    const banner = (page: Page) => page.getByRole('banner');

    /** Opens a page and waits until it has drawn its heading, so axe sees the page and not the loader. */
    async function visit(page: Page, path: string) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    }

    /** The phone's side menu, opened from the header; its X closes it. */
    /** The wallet menu, then its Disconnect dialog, each checked; Escape gives the focus back to the wallet button. */
    async function disconnectDialogFrom(page: Page, walletButton: Locator) {
      const disconnect = page.getByRole('dialog', { name: 'Disconnect wallet?' });
      await walletButton.click();
      await expect(page.getByRole('menuitem', { name: 'Disconnect Wallet' })).toBeVisible();
      await check(page, 'wallet menu');
      await page.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
      await expect(disconnect).toBeVisible();
      await check(page, 'disconnect dialog');
      await page.keyboard.press('Escape');
      await expect(disconnect).toBeHidden();
      await expect(walletButton).toBeFocused();
    }

    async function openSideMenu(page: Page) {
      await banner(page).getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      return drawer;
    }

    async function logOut(page: Page) {
      if (width.phone) {
        const drawer = await openSideMenu(page);
        await drawer.getByRole('button', { name: 'Logout' }).click();
      } else {
        await banner(page)
          .getByRole('button', { name: /User menu/ })
          .click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
      }
      await expect(page).toHaveURL(/\/login$/);
      await expect(banner(page).getByRole('button', { name: /User menu/ })).toHaveCount(0);
    }

    test('the landing: the streamer panel, each overlay, the prize won and edit mode', async ({ page }) => {
      await page.goto('/');
      if (width.phone) {
        // A phone has no room for the panel: the streamer waits as a chip, which opens it.
        await expect(page.getByTestId('streamer-chip')).toBeVisible();
        await check(page, 'landing, with the streamer chip');
        await page.getByTestId('streamer-chip').click();
      }
      await expect(page.getByTestId('streamer-panel')).toBeVisible();
      await check(page, 'landing, with the streamer panel');
      const sections = page.getByRole('navigation', { name: 'Landing sections' });
      for (const overlay of ['What is Arcana?', 'How Does It Work?', 'Rewards & Ecosystem']) {
        await sections.getByRole('button', { name: overlay, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: overlay })).toBeVisible();
        await check(page, `landing overlay '${overlay}'`);
      }
      await sections.getByRole('button', { name: 'Intro', exact: true }).click();
      await page.getByRole('button', { name: 'Prize machine' }).click();
      await page.keyboard.press('Control+e');
      await expect(page.getByRole('button', { name: 'Move the title' })).toBeVisible();
      await check(page, 'landing in edit mode, prize won');

      await visit(page, '/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
      await check(page, '/users, its form with errors');
    });

    test('a visitor’s pages, the link pages in every state, and signing up', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
      await check(page, 'landing');
      if (width.phone) {
        const drawer = await openSideMenu(page);
        await check(page, 'side menu, visitor');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
      }

      await visit(page, '/collectibles');
      await expect(page.getByRole('button', { name: 'Connect Wallet' }).last()).toBeVisible();
      await check(page, '/collectibles');

      await visit(page, '/fairness');
      await expect(page.getByRole('region', { name: 'Your seeds' }).getByRole('link', { name: 'Log In' })).toBeVisible();
      await check(page, '/fairness, visitor');

      await visit(page, '/login');
      await check(page, '/login');
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert')).toContainText('Invalid email or password');
      await check(page, '/login, refused');

      await visit(page, '/forgot-password');
      await check(page, '/forgot-password');
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByRole('button', { name: /Send/ }).click();
      await expect(page.getByRole('status').first()).toBeVisible();
      await check(page, '/forgot-password, sent');

      await visit(page, '/reset-password?token=not-a-real-token');
      await check(page, '/reset-password');
      await page.getByLabel(/^New password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm new password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await check(page, '/reset-password, invalid link');

      // The e-mailed link pages, opened without their token.
      for (const path of [
        '/verify-email',
        '/confirm-email-change',
        '/cancel-email-change',
        '/confirm-account-deletion',
        '/confirm-reauthentication',
        '/verify-provider',
        // A provider's return with its refusal, and one without its parameters.
        '/auth/discord/callback?error=access_denied',
        '/auth/google/callback',
        // The settings popup's return from a provider, opened without one.
        '/integrations/twitch/callback',
      ]) {
        await visit(page, path);
        await expect(page.getByRole('alert')).toBeVisible();
        await check(page, `${path}, no link`);
      }

      // Steam's e-mail step, reached through the fake Steam's sign-in page.
      await visit(page, '/login');
      await page.getByRole('button', { name: 'Continue with Steam' }).click();
      await page.getByLabel('SteamID64').fill(`7656119${String(Date.now()).slice(-10)}`);
      await page.getByRole('button', { name: 'Authorize' }).click();
      await expect(page.getByRole('heading', { name: 'Add your email' })).toBeVisible();
      await check(page, '/complete-signup, Steam e-mail step');

      await visit(page, '/no-such-page');
      // Centred, its wrapped sentence too (a phone's).
      await expect(page.getByText('The page you are looking for does not exist or has moved.')).toHaveCSS('text-align', 'center');
      await check(page, '404');

      // Signing up through every step, to the inventory of the new account.
      const email = uniqueEmail();
      await visit(page, '/signup');
      await check(page, '/signup');
      const terms = page.getByRole('button', { name: 'Terms of Service and Privacy Policy' });
      await terms.click();
      const termsDialog = page.getByRole('dialog', { name: /Terms of Service/ });
      await expect(termsDialog).toBeVisible();
      await check(page, 'terms dialog');
      await page.keyboard.press('Escape');
      await expect(termsDialog).toBeHidden();
      await expect(terms).toBeFocused();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/complete-signup$/);
      await expect(page.getByLabel(/^Username/)).toBeVisible();
      await check(page, '/complete-signup');
      await page.getByLabel('Username').fill(uniqueUsername());
      await page.getByRole('button', { name: 'Complete Signup' }).click();
      await expect(page).toHaveURL(/\/email-verification-required$/);
      await expect(page.getByRole('button', { name: /Resend/ })).toBeVisible();
      await check(page, '/email-verification-required');

      await page.goto(await linkFromMail(email, '/verify-email'));
      await expect(page.getByRole('status').filter({ hasText: 'Email verified successfully!' }).first()).toBeVisible();
      await check(page, '/verify-email, verified');
      await expect(page).toHaveURL(/\/inventory$/);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await check(page, '/inventory, no wallet');
    });

    test('a signed-in user’s pages and menus, the wallet, the reveal and the inventory', async ({ page }) => {
      await page.addInitScript(installFakePhantom, {});
      const { email } = await signedInUser(page);
      await page.goto('/');
      const claim = page.getByTestId('claim-button');
      await expect(claim).toHaveText('Claim With Phantom');
      await check(page, 'landing, signed in');
      await claim.click();
      await expect(claim).toHaveText('Collect Reward Card');
      await check(page, 'landing, wallet connected');

      // The reveal: a modal dialog that Escape closes, giving the focus back to the button.
      await claim.click();
      const overlay = page.getByTestId('collected-overlay');
      await expect(overlay).toBeVisible();
      await check(page, 'collect overlay');
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await expect(claim).toBeFocused();

      await page.getByRole('button', { name: 'Collect Card' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You collected' })).toBeVisible();
      await check(page, 'collect popup');

      const bell = banner(page).getByRole('button', { name: /^Notifications/ });
      await bell.click();
      await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
      await check(page, 'notifications menu');
      await page.keyboard.press('Escape');
      await expect(bell).toBeFocused();

      if (width.phone) {
        const drawer = await openSideMenu(page);
        await check(page, 'side menu, signed in');
        await disconnectDialogFrom(page, drawer.getByRole('button', { name: /^Wallet / }));
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
      } else {
        const walletButton = banner(page).getByRole('button', { name: /^Wallet / });
        await disconnectDialogFrom(page, walletButton);

        const userMenu = banner(page).getByRole('button', { name: /User menu/ });
        await userMenu.click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        await check(page, 'user menu');
        await page.keyboard.press('Escape');
        await expect(userMenu).toBeFocused();
      }

      await visit(page, '/collectibles');
      await expect(page.getByRole('button', { name: 'Collect Card' })).toBeVisible();
      await check(page, '/collectibles, connected');

      await page.goto('/inventory');
      const cards = page.getByTestId('inventory-grid').getByRole('button');
      await expect(cards).toHaveCount(2);
      await check(page, '/inventory, grid');
      const search = page.getByRole('textbox', { name: 'Search items' });
      await search.fill('no card is called this');
      await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
      await check(page, '/inventory, nothing found');
      await search.fill('');
      const name = (await cards.first().getByTestId('card-name').textContent())!;
      if (width.phone) {
        await page.getByRole('button', { name: 'Filters' }).click();
        const filters = page.getByRole('dialog', { name: 'Filters' });
        await expect(filters.getByRole('navigation', { name: 'Rarity' })).toBeVisible();
        await check(page, 'inventory filters sheet');
        await filters.getByRole('combobox', { name: 'Sort' }).click();
        await expect(page.getByRole('option', { name: 'Name' })).toBeVisible();
        await check(page, 'inventory sort list');
        await page.keyboard.press('Escape');
        await filters.getByRole('button', { name: 'Done' }).click();
        await expect(filters).toBeHidden();
        await cards.first().click();
        const sheet = page.getByRole('dialog', { name });
        await expect(sheet).toContainText('Estimated value');
        // The share button waits for whether the card is shared: checked once it is on, its colour settled.
        await expect(sheet.getByRole('button', { name: 'Share this card' })).toBeEnabled();
        await check(page, 'inventory detail sheet');
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      } else {
        await cards.first().click();
        const panel = page.getByRole('complementary', { name: 'Card details' });
        await expect(panel).toContainText('Estimated value');
        await expect(panel.getByRole('button', { name: 'Share this card' })).toBeEnabled();
        await check(page, 'inventory detail panel');
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await page.getByRole('combobox', { name: 'Sort' }).click();
        await expect(page.getByRole('option', { name: 'Name' })).toBeVisible();
        await check(page, 'inventory sort list');
        await page.keyboard.press('Escape');
        await showAsList(page);
        await expect(page.getByTestId('inventory-list').getByRole('button')).toHaveCount(2);
        await check(page, '/inventory, list');
      }

      await visit(page, '/notifications');
      await expect(page.getByRole('button', { name: 'Delete all' })).toBeEnabled();
      await check(page, '/notifications');
      await page.getByRole('button', { name: 'Delete all' }).click();
      const deleteAll = page.getByRole('dialog', { name: 'Delete all notifications?' });
      await expect(deleteAll).toBeVisible();
      await check(page, 'delete notifications dialog');
      await page.keyboard.press('Escape');
      await expect(deleteAll).toBeHidden();
      await expect(page.getByRole('button', { name: 'Delete all' })).toBeFocused();
      await page.getByRole('button', { name: 'Delete all' }).click();
      await deleteAll.getByRole('button', { name: 'Delete all' }).click();
      await expect(page.getByText('No notifications yet')).toBeVisible();
      await check(page, '/notifications, none');

      for (const path of ['/forge', '/devs']) {
        await visit(page, path);
        await check(page, path);
      }

      // A used verification link, opened signed in and verified.
      await page.goto(await linkFromMail(email, '/verify-email'));
      await expect(page.getByRole('link', { name: 'Go to My Inventory' })).toBeVisible();
      await check(page, '/verify-email, already verified');

      // The error screen: a page whose code does not arrive, even after the one reload.
      await page.route('**/assets/ForgePage-*.js', (route) => route.abort());
      await page.goto('/forge');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await check(page, 'error screen');
    });

    test('the live connection lost: its banner, and Retry bringing the link back', async ({ page }) => {
      await signedInUser(page);
      // The link passes through to the server until the test cuts it. From then on every handshake is
      // refused as the server refuses one whose session it cannot read (its database down): retryable.
      const links: WebSocketRoute[] = [];
      let refuse = false;
      await page.routeWebSocket(/\/socket\.io\//, (link) => {
        if (!refuse) {
          link.connectToServer();
          links.push(link);
          return;
        }
        link.send(`0${JSON.stringify({ sid: 'refused', upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1e6 })}`);
        link.onMessage((message) => {
          if (String(message).startsWith('40'))
            link.send(`44${JSON.stringify({ message: 'Service unavailable', data: { retryable: true } })}`);
        });
      });
      await visit(page, '/inventory');
      await expect.poll(() => links.length).toBe(1);
      // The reconnect attempts wait 1, 2, 4, 8 and 16 s: the page's clock runs them, the test does not wait.
      await page.clock.install();
      refuse = true;
      await links[0]!.close();
      const lost = page.getByRole('status').filter({ hasText: 'Live connection lost' });
      await expect(async () => {
        await page.clock.runFor(16_000);
        await expect(lost).toBeVisible({ timeout: 500 });
      }).toPass();
      await check(page, 'connection lost banner');

      refuse = false;
      await lost.getByRole('button', { name: 'Retry' }).click();
      await expect(lost).toBeHidden();
      expect(links).toHaveLength(2);
    });

    test('settings: every tab and dialog, two-factor on, its login step, and deleting the account', async ({ page }) => {
      await signedInUser(page);
      await visit(page, '/settings');
      await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
      // Checked once the server has said which providers it reaches: until then Link is disabled, and
      // axe met it changing colour.
      await expect(page.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
      await check(page, '/settings, profile');
      // The tabs stay one row (scrolling sideways on a phone), and the two Edit buttons stand level
      // on the right however long the address is.
      const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const rights = await page
        .getByRole('button', { name: /^Edit (username|email)$/ })
        .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().right)));
      expect(rights).toEqual([rights[0], rights[0]]);

      await page.getByRole('button', { name: 'Edit username' }).click();
      await expect(page.getByLabel('Username')).toBeFocused();
      await check(page, '/settings, editing the username');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await choosePicture(page, await pngPicture());
      const cropper = page.getByRole('dialog', { name: 'Crop your picture' });
      await expect(cropper.getByRole('slider')).toBeVisible();
      // Checked once the picture is framed: Save stays disabled until then, and axe met it mid-change.
      await expect(cropper.getByRole('button', { name: 'Save' })).toBeEnabled();
      await check(page, 'picture cropper');
      // The picture's area is named, and an arrow key moves the picture by a step one sees (it was 1 px).
      await cropper.getByRole('slider').focus();
      for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
      const pictureLeft = () => cropper.locator('img').evaluate((img) => img.getBoundingClientRect().left);
      const before = await pictureLeft();
      await cropper.getByRole('application', { name: 'Picture position' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => Math.abs((await pictureLeft()) - before)).toBeGreaterThanOrEqual(10);
      await page.keyboard.press('Escape');
      await expect(cropper).toBeHidden();
      await expect(page.getByRole('button', { name: 'Change picture' })).toBeFocused();

      // The first sensitive action asks "Confirm it's you"; the change then waits for its link.
      const next = uniqueEmail();
      await page.getByRole('button', { name: 'Edit email' }).click();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await check(page, '/settings, e-mail refused');
      await page.getByLabel('Email').fill(next);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
      await check(page, "confirm it's you dialog");
      await confirmItsYou(page);
      await expect(page.getByText(`Waiting for you to confirm ${next}`)).toBeVisible();
      await check(page, '/settings, e-mail change waiting');
      await page.goto(await linkFromMail(next, '/confirm-email-change'));
      await expect(page.getByText('Email Confirmed!')).toBeVisible();
      await check(page, '/confirm-email-change, confirmed');

      for (const tab of ['Integrations', 'Notifications', 'Security']) {
        await visit(page, `/settings?tab=${tab.toLowerCase()}`);
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        // Until the server has said which providers it can reach, every Link button is disabled; axe
        // running as they turn on would measure an enabled button in its disabled colours.
        if (tab === 'Integrations') await expect(page.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
        await check(page, `/settings, ${tab.toLowerCase()}`);
        if (tab === 'Integrations') {
          await page.getByTestId('integration-email').getByRole('button', { name: 'Unlink' }).hover();
          await expect(page.getByRole('tooltip')).toBeVisible();
          await check(page, '/settings, integrations, unlink tooltip');
        }
      }

      const changePassword = page.getByRole('button', { name: 'Change password' });
      await changePassword.click();
      const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
      await passwordDialog.getByLabel(/^New password/).fill('short');
      await check(page, 'change password dialog');
      await page.keyboard.press('Escape');
      await expect(passwordDialog).toBeHidden();
      await expect(changePassword).toBeFocused();

      // Two-factor, each step of turning it on.
      await page.getByRole('button', { name: 'Enable 2FA' }).click();
      const twoFactor = page.getByRole('dialog');
      await expect(twoFactor.getByRole('button', { name: 'Get Started' })).toBeVisible();
      await check(page, '2FA dialog, intro');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await check(page, '2FA dialog, QR code');
      await twoFactor.getByRole('button', { name: 'Copy' }).hover();
      await expect(page.getByRole('tooltip')).toHaveText('Copy key');
      await check(page, '2FA dialog, copy tooltip');
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
      await check(page, '2FA dialog, code');
      await typeCode(page, codeFor(secret) === '000000' ? '111111' : '000000');
      await expect(twoFactor.getByText('Invalid verification code')).toBeVisible();
      await check(page, '2FA dialog, wrong code');
      await typeCode(page, codeFor(secret));
      await expect(page.getByTestId('backup-code').first()).toBeVisible();
      await check(page, '2FA dialog, backup codes');
      await page.keyboard.press('Escape');
      await expect(twoFactor).toBeVisible();
      await check(page, '2FA dialog, backup codes not saved');
      await page.getByLabel('I have saved my backup codes in a secure location').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(twoFactor).toBeHidden();

      await page.getByRole('button', { name: 'Manage 2FA' }).click();
      await expect(twoFactor.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();
      await check(page, '2FA dialog, manage');
      await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
      await expect(twoFactor.getByText('Password is required')).toBeVisible();
      await check(page, '2FA dialog, disable without password');
      await twoFactor.getByRole('button', { name: 'Regenerate Backup Codes' }).click();
      await expect(twoFactor.getByRole('button', { name: 'Regenerate' })).toBeVisible();
      await check(page, '2FA dialog, regenerate');
      await page.keyboard.press('Escape');
      await expect(twoFactor).toBeHidden();
      await expect(page.getByRole('button', { name: 'Manage 2FA' })).toBeFocused();

      // The login's second step, then the account deleted through its link.
      await logOut(page);
      await logIn(page, next, PASSWORD);
      await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
      await check(page, '/login, two-factor step');
      await typeCode(page, codeFor(secret) === '000000' ? '111111' : '000000');
      await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
      await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
      await check(page, '/login, two-factor step, wrong code');
      await page.getByRole('button', { name: 'Use a backup code instead' }).click();
      await check(page, '/login, backup code step');
      await page.getByRole('button', { name: 'Use authenticator app instead' }).click();
      await typeCode(page, codeFor(secret, 1));
      await expect(page).toHaveURL(/\/inventory$/);

      await page.goto('/settings?tab=security');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete account' });
      await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(deleteDialog.getByText('Please type DELETE to confirm')).toBeVisible();
      await check(page, 'delete account dialog');
      await deleteDialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(deleteDialog.getByText('Check your email')).toBeVisible();
      await check(page, 'delete account dialog, sent');
      await page.keyboard.press('Escape');
      await expect(deleteDialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();
      await page.goto(await linkFromMail(next, '/confirm-account-deletion'));
      await expect(page.getByText('Account deleted')).toBeVisible();
      await check(page, '/confirm-account-deletion, deleted');
    });

    test('the old address’s link undoing an e-mail change', async ({ page }) => {
      const { email } = await signedInUser(page);
      await visit(page, '/settings');
      await page.getByRole('button', { name: 'Edit email' }).click();
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmItsYou(page);
      await page.goto(await linkFromMail(email, '/cancel-email-change'));
      await expect(page.getByText('Email change cancelled')).toBeVisible();
      // Signed out here too, as the page says: the header no longer offers the account's menu.
      await expect(banner(page).getByRole('button', { name: /User menu/ })).toHaveCount(0);
      await check(page, '/cancel-email-change, cancelled');
    });

    test('the admin panel, the developer tools and their dialogs, The Forge, and observer mode', async ({ page, browser }) => {
      await signedInAdmin(page, width.phone ? 5 : 4);
      const observed = await signedInUser(await (await browser.newContext()).newPage());

      for (const tab of ['overview', 'create', 'manage']) {
        await visit(page, `/forge?tab=${tab}`);
        await check(page, `/forge, ${tab}`);
      }

      await visit(page, '/devs');
      await check(page, '/devs');
      for (const tool of ['Steam Achievement Verifier', 'Notification Tester', 'Email Tester', 'API Explorer']) {
        await page.getByRole('button', { name: tool }).click();
        const dialog = page.getByRole('dialog', { name: tool });
        await expect(dialog).toBeVisible();
        if (tool === 'API Explorer') {
          await expect(dialog.frameLocator('iframe[title="API Explorer"]').locator('.opblock-tag').first()).toBeVisible({
            timeout: 20_000,
          });
        }
        if (tool === 'Email Tester') {
          await dialog.getByRole('button', { name: /^verification/ }).click();
          await expect(dialog.getByRole('heading', { name: 'Verify your Arcana email' })).toBeVisible();
        }
        await check(page, `/devs, ${tool}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: tool })).toBeFocused();
      }
      await page.getByRole('searchbox', { name: 'Search tools' }).fill('nothing like it');
      await check(page, '/devs, no match');

      for (const tab of ['Statistics', 'User Management', 'System Settings', 'Testing Tools']) {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: tab }).click();
        // The running configuration, from the suite's own server (its mail goes to the SMTP capture).
        if (tab === 'System Settings') await expect(page.getByRole('region', { name: 'Mail' })).toContainText('SMTP');
        await check(page, `/admin, ${tab}`);
      }
      await page.getByRole('tab', { name: 'User Management' }).click();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(observed.email);
      const actions = page.getByRole('button', { name: `Actions for ${observed.username}` });
      await actions.click();
      await check(page, '/admin, user menu');
      await page.getByRole('menuitem', { name: 'Delete User' }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete user' });
      await check(page, '/admin, delete dialog');
      await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(deleteDialog).toBeHidden();

      await actions.click();
      await page.getByRole('menuitem', { name: 'Observe' }).click();
      await expect(page.getByRole('region', { name: 'Observer mode' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await check(page, '/inventory, observing');
      await visit(page, '/settings');
      await check(page, '/settings, observing');
      await page.getByRole('button', { name: 'Exit Observer Mode' }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });
  });
}
