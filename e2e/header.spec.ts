import { expect, test, type Page } from './fixtures';
import { installFakePhantom } from '../tools/fake-phantom';
import { createTestWallet, signedLinkBody } from '../tools/wallet-keys';
import { API_PREFIX, NOTIFICATION_PATHS } from '@arcana/shared';
import { realtimeGreeting, signedInUser } from './support';
import { transitionsSettled } from './axe';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// The header's behaviours, each at one width; its looks (axe, covered controls, the focus ring) at every width are screens.spec.ts's.

/** A signed-in user with one unread notification (a wallet linked through the API). */
async function signedInWithNotification(page: Page) {
  const session = await signedInUser(page);
  const call = async (path: string, body: unknown) => {
    const res = await page.request.post(`/api${path}`, { data: body, headers: { authorization: `Bearer ${session.token}` } });
    expect(res.ok()).toBe(true);
    return (await res.json()) as unknown;
  };
  await call('/auth/link-wallet', await signedLinkBody(createTestWallet(), () => call('/auth/wallet-nonce', {})));
  return session;
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the header keeps the bell, the side menu closes by Escape and its Notifications entry leads to the list', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const burger = banner.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await signedInWithNotification(page);
    await page.goto('/');
    await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /User menu/ })).toBeHidden();

    await burger.click();
    await expect(drawer.getByRole('link', { name: 'My Inventory' })).toBeVisible();
    await drawer.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(drawer).toBeHidden();

    await banner.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByRole('menuitem', { name: /Wallet Connected/ })).toBeVisible();
  });
});

test.describe('on a wide screen (1440 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the bell opens by keyboard, puts the focus in its list, and Escape gives it back', async ({ page }) => {
    await signedInWithNotification(page);
    await page.goto('/inventory');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.focus();

    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await expect(page.getByRole('menuitem').first()).toContainText('Wallet Connected');
      // The menu focuses its first entry again once its opening ends: a key pressed before goes astray.
      await transitionsSettled(page);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(bell).toBeFocused();
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
    }
    // Closing marked the shown notification read.
    await expect(bell).toHaveAccessibleName('Notifications');

    await bell.press('Enter');
    // The keys go where the focus is: wait for it in the menu, or ArrowDown and Enter reach the bell.
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await transitionsSettled(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test('while the stored session is checked, neither the visitor’s buttons nor Claim With Phantom show', async ({ page }) => {
    await signedInUser(page);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('status')).toHaveText('Loading your account');
    await expect(page.getByTestId('claim-button')).toHaveText('Checking your session');
    await expect(banner.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(page.getByText('Claim With Phantom')).toHaveCount(0);
    answer();
    await expect(banner.getByRole('button', { name: /User menu/ })).toBeVisible();
    await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
  });

  test('a signed-in user who opens /login or /signup lands on the inventory', async ({ page }) => {
    await signedInUser(page);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/inventory$/);
      await expect(page.getByRole('banner').getByRole('button', { name: /User menu/ })).toBeVisible();
    }
  });

  test('connecting the wallet shows one toast, though the server’s notification arrives too', async ({ page }) => {
    await page.addInitScript(installFakePhantom, {});
    await signedInUser(page);
    const echoed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('wallet_linked') && resolve())),
    );
    const greeted = realtimeGreeting(page);
    // The bell's first count, read before the wallet was linked, lands after the notification did.
    let countHeld = false;
    await page.route(`**${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`, async (route) => {
      const response = await route.fetch();
      if (!countHeld) {
        countHeld = true;
        await echoed;
      }
      await route.fulfill({ response });
    });
    await page.goto('/');
    await greeted;
    await page.getByTestId('claim-button').click();
    await expect(page.getByText('Your wallet has been successfully linked')).toBeVisible();
    await echoed;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(page.getByText('Wallet Connected', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/is now linked to your account/)).toHaveCount(0);
  });
});
