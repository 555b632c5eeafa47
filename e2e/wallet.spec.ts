import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { NOTIFICATION_PATHS } from '@arcana/shared';
import { installFakePhantom, type FakePhantomSigningMethod } from '../tools/fake-phantom';
import { cardsShown, confirmItsYou, realtimeGreeting, showAsList, signedInUser, walletLinkedOnLanding } from './support';

/** How the fake wallet was asked to sign, in order. */
const signedWith = (page: Page) =>
  page.evaluate(() => (window as unknown as { phantom: { solana: { signedWith: FakePhantomSigningMethod[] } } }).phantom.solana.signedWith);

test('connect Phantom, sign in with Solana, collect a card, and find it in the inventory', async ({ page }) => {
  await page.addInitScript(installFakePhantom, {});
  await signedInUser(page);
  await page.goto('/');
  const claim = page.getByTestId('claim-button');
  await expect(claim).toHaveText('Claim With Phantom');
  await claim.click();
  await expect(page.getByText('Your wallet has been successfully linked')).toBeVisible();
  expect(await signedWith(page)).toEqual(['signIn']);
  await expect(claim).toHaveText('Collect Reward Card');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Wallet / })).toHaveText(/^\w{4}\.\.\.\w{4}$/);

  await claim.click();
  const overlay = page.getByTestId('collected-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Click to view in inventory');
  await expect(overlay.getByText('NEW!', { exact: true })).toBeVisible();
  // Reduced motion (the suite's default): the reveal shows the face at once, still, and a click goes on.
  await expect(overlay.getByTestId('card-reveal')).toHaveAttribute('data-still');
  await expect(overlay.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face');
  await overlay.click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByTestId('inventory-grid').getByRole('button')).toHaveCount(1);
  // Its reveal was the first sight of it: in the inventory it is no longer new.
  await expect(page.getByTestId('inventory-grid').getByText('NEW!', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('inventory-value')).toHaveText('10 ARCANA');

  // Two more cards, from the landing page's main button (now 'My Inventory') and the small pair.
  await page.goto('/');
  await expect(claim).toHaveText('My Inventory');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Collect Card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You collected' })).toBeVisible();
    await expect(page.getByRole('status').getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face');
    await expect(page.getByRole('status').filter({ hasText: 'You collected' })).toBeHidden({ timeout: 5_000 });
  }
  await claim.click();
  await expect(page).toHaveURL(/\/inventory$/);
  const grid = page.getByTestId('inventory-grid');
  await expect.poll(() => cardsShown(grid)).toBe(3);
  await expect(page.getByTestId('inventory-count')).toHaveText('3 items');
  await expect(grid.getByText('NEW!', { exact: true })).toHaveCount(0);

  // Search narrows the grid to matching names; the type tile and rarity filters change what is shown.
  const firstName = (await grid.getByTestId('card-name').first().textContent())!;
  await page.getByRole('textbox', { name: 'Search items' }).fill(firstName);
  await expect(grid.getByTestId('card-name').first()).toHaveText(firstName);
  await page.getByRole('textbox', { name: 'Search items' }).fill('no card is called this');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search items' }).fill('');
  await page.getByRole('group', { name: 'Collections' }).getByRole('button', { name: 'All' }).click();
  await expect.poll(() => cardsShown(grid)).toBe(3);

  await page.getByRole('combobox', { name: 'Sort' }).click();
  const names = await grid.getByTestId('card-name').allTextContents();
  await page.getByRole('option', { name: 'Name' }).click();
  // The grid is sorted anew once the sorted page arrives, a moment after the choice: wait for that order.
  await expect(grid.getByTestId('card-name')).toHaveText([...names].sort((a, b) => a.localeCompare(b)));

  await showAsList(page);
  await expect.poll(() => cardsShown(page.getByTestId('inventory-list'))).toBe(3);
  await page.getByTestId('inventory-list').getByRole('button').first().click();
  await expect(page.getByRole('complementary', { name: 'Card details' })).toContainText('10 ARCANA');
});

test('a wallet without signIn links with signMessage; disconnecting asks first', async ({ page }) => {
  await page.addInitScript(installFakePhantom, { withoutSignIn: true });
  await signedInUser(page);
  await page.goto('/');
  await page.getByTestId('claim-button').click();
  await expect(page.getByText('Your wallet has been successfully linked')).toBeVisible();
  expect(await signedWith(page)).toEqual(['signMessage']);

  const walletButton = page.getByRole('banner').getByRole('button', { name: /^Wallet / });
  const dialog = page.getByRole('dialog', { name: 'Disconnect wallet?' });
  await walletButton.click();
  await page.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
  await expect(dialog).toContainText('This also unlinks the wallet from your account.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(walletButton).toBeVisible();

  await walletButton.click();
  await page.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  // The e-mail link that signed this user in proves nothing: unlinking asks first.
  await confirmItsYou(page);
  await expect(page.getByText('Your wallet has been disconnected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
});

test('cancelling the signature disconnects the wallet and says so', async ({ page }) => {
  await page.addInitScript(installFakePhantom, { rejectSignature: true });
  await signedInUser(page);
  await page.goto('/');
  await page.getByTestId('claim-button').click();
  await expect(page.getByText('You cancelled the signature request')).toBeVisible();
  await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
});

test('without the extension, the Phantom website opens in a new tab, and a toast says Phantom is not installed', async ({
  page,
  context,
}) => {
  // The machine is offline: answer for phantom.app so the new tab has somewhere to land.
  await context.route('https://phantom.app/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Phantom</title>' }));
  await signedInUser(page);
  await page.goto('/');
  const popup = context.waitForEvent('page');
  await page.getByTestId('claim-button').click();
  const tab = await popup;
  expect(tab.url()).toContain('phantom.app');
  await tab.close();
  await expect(page.getByText('Phantom wallet is not installed')).toBeVisible();
});

test('collecting in one tab raises the bell count and shows a toast in another tab', async ({ page, context }) => {
  await walletLinkedOnLanding(page);

  const other = await context.newPage();
  // The second tab must be listening before the collect: wait for its socket's greeting.
  const listening = realtimeGreeting(other);
  await other.goto('/inventory');
  await listening;
  const bell = other.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);

  await page.getByTestId('claim-button').click();
  await expect(page.getByTestId('collected-overlay')).toBeVisible();
  await expect(other.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  await expect(other.getByText('New card collected').first()).toBeVisible();
  await expect(other.getByTestId('inventory-grid').getByRole('button')).toHaveCount(1);

  // Cards turned off as toasts in Settings: the bell still counts the next one, without a toast.
  const relinked = realtimeGreeting(other);
  await other.goto('/settings?tab=notifications');
  await relinked;
  await expect(other.getByText('New card collected')).toHaveCount(0);
  const asToast = other.getByRole('switch', { name: 'Cards collected: toast' });
  await expect(asToast).toBeChecked();
  const saved = other.waitForResponse(
    (res) => res.url().endsWith(`/api${NOTIFICATION_PATHS.preferences}`) && res.request().method() === 'PUT',
  );
  // By keyboard, as a switch is moved: Space.
  await asToast.focus();
  await other.keyboard.press('Space');
  expect((await saved).ok()).toBe(true);
  await expect(asToast).not.toBeChecked();
  // Read, so the next card starts a notification of its own rather than joining this one's burst.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const readAll = await page.request.patch(`/api${NOTIFICATION_PATHS.markAllRead}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { requestId: randomUUID() },
  });
  expect(readAll.ok()).toBe(true);
  await expect(other.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Collect Card' }).click();
  await expect(other.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(other.getByText('New card collected')).toHaveCount(0);
  // Kept on the server: a reload still says so.
  await other.reload();
  await expect(other.getByRole('switch', { name: 'Cards collected: toast' })).not.toBeChecked();
  await expect(other.getByRole('switch', { name: 'Cards collected: browser notification' })).toBeChecked();
});

/**
 * The API requests a page makes until `settled` resolves. A request the page started before is seen
 * before the page's own later one: a last fetch marks the end, so nothing started earlier is missed.
 */
async function apiRequestsDuring(page: Page, settled: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: { url: () => string; method: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', record);
  await settled();
  const marker = page.waitForRequest((request) => request.url().endsWith('/api/health?marker'));
  await page.evaluate(() => fetch('/api/health?marker'));
  await marker;
  page.off('request', record);
  return seen.filter((request) => request !== 'GET /api/health');
}

test('a collect is one request: the card and its notification reach every tab over the realtime link', async ({ page, context }) => {
  await walletLinkedOnLanding(page);
  const bell = (tab: Page, unread: number) => tab.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread` });
  const unread = Number(
    /(\d+) unread/.exec(
      (await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .getAttribute('aria-label'))!,
    )![1],
  );

  const other = await context.newPage();
  const listening = realtimeGreeting(other);
  await other.goto('/inventory');
  await listening;
  await expect(other.getByRole('heading', { name: 'No items found' })).toBeVisible();

  // The main button: the reveal in this tab; the card and the bell's count in both, the toast only in the other.
  const [own, elsewhere] = await Promise.all([
    apiRequestsDuring(page, async () => {
      await page.getByTestId('claim-button').click();
      await expect(page.getByTestId('collected-overlay')).toBeVisible();
      await expect(bell(page, unread + 1)).toBeVisible();
    }),
    apiRequestsDuring(other, async () => {
      await expect(other.getByTestId('inventory-grid').getByRole('button')).toHaveCount(1);
      await expect(bell(other, unread + 1)).toBeVisible();
      await expect(other.getByText('New card collected')).toBeVisible();
    }),
  ]);
  expect(own).toEqual(['POST /api/users/collectibles/collect']);
  expect(elsewhere).toEqual([]);
  await expect(page.getByText('New card collected')).toHaveCount(0);
  await page.getByTestId('collected-overlay').click();
  await expect(page).toHaveURL(/\/inventory$/);
  await page.goto('/');
  // The wallet connects again on its own; the pair collects once it has.
  await expect(page.getByTestId('claim-button')).toHaveText('My Inventory');

  // The small pair, once the first card is in: its popup says it, and again one request.
  const second = await apiRequestsDuring(page, async () => {
    await page.getByRole('button', { name: 'Collect Card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You collected' })).toBeVisible();
  });
  expect(second).toEqual(['POST /api/users/collectibles/collect']);
  await expect.poll(() => cardsShown(other.getByTestId('inventory-grid'))).toBe(2);
  // The second card joined the first's unread notification: the bell counts notifications, not cards.
  await expect(bell(other, unread + 1)).toBeVisible();
  await expect(bell(page, unread + 1)).toBeVisible();
  await expect(page.getByText('New card collected')).toHaveCount(0);
});
