import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page, type WebSocketRoute } from './fixtures';
import { OVERLAY_TITLES } from '../apps/web/src/features/landing/overlay-titles';
import {
  AUTH_PATHS,
  CARD_PAGE_SIZE,
  CARD_PATHS,
  CARD_TRANSFER_MESSAGES,
  EMAIL_MESSAGES,
  HOUSE_PROJECT_SLUG,
  OVERLAY_LIMITS,
  OVERLAY_PATHS,
  PROFILE_PATHS,
  PROJECT_PATHS,
  SHARE_PATHS,
  USDT_MINT,
} from '@arcana/shared';
import type { TCardShare, TMyProfile, TOverlayAddress } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { exposeFakePhantomSend } from '../tools/fake-phantom-send';
import { fakeSolanaControl } from '../tools/fake-solana-control';
import { createTestWallet } from '../tools/wallet-keys';
import { installAxe } from './axe';
import { boxOf, collisions, type Box } from './boxes';
import { call, creatorAtForge, path, publishedProject, submittedProject } from './creators';
import { E2E_PASSWORD, E2E_PORTS, E2E_SETTLED_EMAILS } from './ports';
import {
  approveAs,
  choosePicture,
  confirmItsYou,
  drawnOnProjectPage,
  keepSignedIn,
  linkFromMail,
  modelShown,
  openInventoryCard,
  pngPicture,
  providerId,
  settledWithPhantomLinked,
  showAsList,
  signedInAdmin,
  signedInAs,
  signedInUser,
  uniqueEmail,
  uniqueUsername,
  userWithCards,
  cardsShown,
  userWithPhantomLinked,
  verifiedAccount,
  walletLinkedOnLanding,
} from './support';
import { openBeforeTheApp } from './screens/early';
import { DESK, expectHoldsHere, expectScreenHolds, PHONE, resizeTo, WIDE, type Size } from './screens/holds';
import { changeInReview, linkCodeAddress, payoutWalletSet, rulesOn, webhookTested } from './screens/projects';
import {
  accountAtItsDesk,
  accountMadeWithDiscord,
  accountWithTwoFactor,
  holdLongTimers,
  signupBegun,
  unverifiedAccount,
} from './screens/states';

/**
 * Every screen a person meets, each dialog, drawer, menu and sheet opened on it, and each form's
 * refusals, at a desk's, a streamer's and a phone's width (docs/product-rules.md "Roles and pages"):
 * no serious axe finding, no sideways scroll, no control covered, a visible focus ring. Each state is
 * made through the API where it can be, opened once, and measured at each width in the same page
 * (screens/holds.ts); the flows that reach them are the journeys' to prove. A phone's own states (the
 * side menu, the sheets, the streamer's chip) are measured at the phone's width only, a wide header's
 * menus at the wide ones.
 */
// Each test makes its own accounts: the two workers share them out.
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: DESK });
test.beforeEach(({ context }) => installAxe(context));

const PASSWORD = 'Arcana12';
/** OBS's browser sources: the overlay's whole picture, and the ticker's band. */
const OBS_SOURCE: Size = { width: 1920, height: 1080 };
const OBS_TICKER: Size = { width: 1920, height: 200 };
const rpcUrl = `http://127.0.0.1:${E2E_PORTS.fakeSolana}`;
const solana = fakeSolanaControl(rpcUrl);
const banner = (page: Page) => page.getByRole('banner');
const codeFor = (secret: string) => totpFor(secret).generate();
const wrongCodeFor = (secret: string) => (codeFor(secret) === '000000' ? '111111' : '000000');

/** Opens a page and waits until it has drawn its heading, so what is measured is the page and not its loader. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** Escape closes what is open, and the focus goes back to what opened it. */
async function escapeBackTo(page: Page, closed: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(closed).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The phone's side menu, opened from the header. */
async function openSideMenu(page: Page) {
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  return drawer;
}

test('a visitor’s landing: the streamer panel and its chip, each overlay, the side menu, edit mode with the prize won', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('claim-button')).toHaveText('Claim With Phantom');
  await expect(page.getByTestId('streamer-panel')).toBeVisible();
  // The desk has room for the streamer's panel; the streamer's window and the phone show the chip.
  await expectScreenHolds(page, 'landing, visitor');

  await resizeTo(page, PHONE);
  await page.getByTestId('streamer-chip').click();
  await expect(page.getByTestId('streamer-panel')).toBeVisible();
  await expectScreenHolds(page, 'landing, the streamer panel opened from its chip', [PHONE]);
  // Its × folds it back into the chip.
  await page
    .getByTestId('streamer-panel')
    .getByRole('button', { name: /^Hide / })
    .click();
  await expect(page.getByTestId('streamer-chip')).toBeVisible();
  const drawer = await openSideMenu(page);
  await expectScreenHolds(page, 'side menu, visitor', [PHONE]);
  await escapeBackTo(page, drawer, banner(page).getByRole('button', { name: 'Open menu' }));
  await resizeTo(page, DESK);

  const sections = page.getByRole('navigation', { name: 'Landing sections' });
  for (const overlay of OVERLAY_TITLES) {
    await sections.getByRole('button', { name: overlay, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: overlay })).toBeVisible();
    await expectScreenHolds(page, `landing overlay '${overlay}'`);
  }
  await sections.getByRole('button', { name: 'Intro', exact: true }).click();
  await page.getByRole('button', { name: 'Prize machine' }).click();
  await page.keyboard.press('Control+e');
  await expect(page.getByRole('button', { name: 'Move the title' })).toBeVisible();
  // Its badge spans a narrow window's foot: the streamer steps aside while it shows (docs/product-rules.md "Landing").
  await expect(page.getByTestId('streamer-panel').or(page.getByTestId('streamer-chip'))).toBeHidden();
  await expectScreenHolds(page, 'landing in edit mode, prize won');
});

/** The windows people bring: desktops, laptops, a streamer's 1024 × 768 and 1280 × 720, phones (docs/product-rules.md "Landing"). */
const LANDING_SIZES = [
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [390, 844],
  [360, 740],
] as const;

/** docs/product-rules.md "Landing": below 72em wide or at most 48em tall the streamer waits as a chip. */
const roomIsShort = (width: number, height: number) => width < 1152 || height <= 768;

test('a member’s landing at every size: its controls, the collected popup, the overlays and the streamer clear of one another', async ({
  page,
}) => {
  const { claim } = await walletLinkedOnLanding(page);
  const streamer = page.getByTestId('streamer-panel').or(page.getByTestId('streamer-chip'));
  const steps = page.getByRole('navigation', { name: 'Landing sections' });
  const popup = page.getByRole('status').filter({ hasText: 'You collected' });
  const introCards = page.getByRole('img', { name: /^Three Arcana cards/ }).locator(':scope > div');
  const optionalBox = async (locator: Locator) => ((await locator.isVisible()) ? boxOf(locator) : null);

  const controlsAt = async () => ({
    header: await boxOf(banner(page)),
    'main button': await boxOf(claim),
    'button pair': await boxOf(page.getByRole('group', { name: 'Collect cards' })),
    'step indicator': await boxOf(steps),
    'prize machine': await boxOf(page.getByTestId('prize-machine')),
    streamer: await boxOf(streamer),
  });

  for (const [width, height] of LANDING_SIZES) {
    const size = `${width}×${height}`;
    await resizeTo(page, { width, height });
    await expect(page.getByTestId(roomIsShort(width, height) ? 'streamer-chip' : 'streamer-panel'), size).toBeVisible();
    await expectHoldsHere(page, `landing, wallet connected (${size})`);
    const around = await controlsAt();

    // The intro's cards (they overlap one another by design) keep clear of the rest.
    const cards: Record<string, Box> = {};
    for (const [index, card] of (await introCards.all()).entries()) cards[`intro card ${index + 1}`] = await boxOf(card);
    expect(Object.keys(cards), size).toHaveLength(3);
    const clashes = collisions({ ...cards, ...around }).filter((pair) => !/^intro card \d × intro card/.test(pair));
    expect.soft(clashes, size).toEqual([]);

    // Each overlay keeps clear of the indicator, the prize machine and the header (the streamer hides).
    for (const title of OVERLAY_TITLES) {
      await steps.getByRole('button', { name: title }).click();
      const overlay = page.getByRole('region', { name: title });
      await expect(overlay).toBeVisible();
      const clear = {
        overlay: await boxOf(overlay),
        header: around.header,
        'step indicator': await boxOf(steps),
        'prize machine': await boxOf(page.getByTestId('prize-machine')),
        streamer: await optionalBox(streamer),
      };
      expect.soft(collisions(clear), `${size}, ${title}`).toEqual([]);
    }
    await steps.getByRole('button', { name: 'Intro' }).click();
  }

  // The collected popup (it shows over the intro's cards, by design) keeps clear of the controls. A
  // collect at each size brings a fresh one for its 3 s, so none is waited out.
  for (const [width, height] of LANDING_SIZES) {
    const size = `${width}×${height}`;
    await resizeTo(page, { width, height });
    const collected = page.waitForResponse((response) => response.url().endsWith(CARD_PATHS.collect));
    await page.getByRole('button', { name: 'Collect Card' }).click();
    await collected;
    await expect(popup).toBeVisible();
    expect.soft(collisions({ ...(await controlsAt()), popup: await boxOf(popup) }), size).toEqual([]);
  }
});

test('a member’s header and landing: the wallet’s toast, menus and dialogs, the side menu, the reveal and the popup', async ({ page }) => {
  // The toast, the popup and the reveal stay while they are measured.
  await holdLongTimers(page);
  const { claim } = await walletLinkedOnLanding(page);
  const toast = page.getByRole('alert').filter({ hasText: 'Your wallet has been successfully linked' });
  await expectScreenHolds(page, 'landing, the wallet just linked, its toast', undefined, async (size) => {
    // Under the header, clear of the wallet, the bell and the account menu (the covered-controls check sees those).
    expect.soft(collisions({ toast: await boxOf(toast), header: await boxOf(banner(page)) }), size).toEqual([]);
  });
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();

  // Opening the bell marks the notification read: its name changes.
  const bell = banner(page).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
  await expectScreenHolds(page, 'notifications menu');
  await escapeBackTo(page, page.getByRole('menu'), bell);

  const walletButton = banner(page).getByRole('button', { name: /^Wallet \w{4}\.\.\.\w{4}$/ });
  await walletButton.click();
  await expect(page.getByRole('menuitem', { name: 'Disconnect Wallet' })).toBeVisible();
  await expectScreenHolds(page, 'wallet menu', WIDE);
  await page.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
  const disconnect = page.getByRole('dialog', { name: 'Disconnect wallet?' });
  await expect(disconnect).toBeVisible();
  await expectScreenHolds(page, 'disconnect dialog');
  await escapeBackTo(page, disconnect, walletButton);

  const userMenu = banner(page).getByRole('button', { name: /User menu/ });
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectScreenHolds(page, 'user menu', WIDE);
  await escapeBackTo(page, page.getByRole('menu'), userMenu);

  await resizeTo(page, PHONE);
  const drawer = await openSideMenu(page);
  await expectScreenHolds(page, 'side menu, signed in', [PHONE]);
  const drawerWallet = drawer.getByRole('button', { name: /^Wallet / });
  await drawerWallet.click();
  await expect(page.getByRole('menuitem', { name: 'Disconnect Wallet' })).toBeVisible();
  await expectScreenHolds(page, 'side menu, its wallet menu', [PHONE]);
  await page.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();
  await expect(disconnect).toBeVisible();
  await expectScreenHolds(page, 'side menu, the disconnect dialog over it', [PHONE]);
  await escapeBackTo(page, disconnect, drawerWallet);
  await escapeBackTo(page, drawer, banner(page).getByRole('button', { name: 'Open menu' }));
  await resizeTo(page, DESK);

  // The reveal: a modal dialog that Escape closes, giving the focus back to the button.
  await claim.click();
  const reveal = page.getByTestId('collected-overlay');
  await expect(reveal).toBeVisible();
  await expectScreenHolds(page, 'collect overlay');
  await escapeBackTo(page, reveal, claim);

  await page.getByRole('button', { name: 'Collect Card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You collected' })).toBeVisible();
  await expectScreenHolds(page, 'collect popup');

  await visit(page, '/collectibles');
  await expect(page.getByRole('button', { name: 'Collect Card' })).toBeVisible();
  await expectScreenHolds(page, '/collectibles, connected');
});

test('a visitor’s pages: the wallet page, fairness, the sign-in forms and their refusals, the 404 and /users', async ({ page }) => {
  await visit(page, '/collectibles');
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).last()).toBeVisible();
  await expectScreenHolds(page, '/collectibles, visitor');

  await visit(page, '/fairness');
  await expect(page.getByRole('region', { name: 'Your seeds' }).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expectScreenHolds(page, '/fairness, visitor');

  await visit(page, '/login');
  await expectScreenHolds(page, '/login');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expectScreenHolds(page, '/login, refused');

  await visit(page, '/forgot-password');
  await expectScreenHolds(page, '/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await expectScreenHolds(page, '/forgot-password, sent');

  await visit(page, '/reset-password?token=not-a-real-token');
  await expectScreenHolds(page, '/reset-password');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectScreenHolds(page, '/reset-password, invalid link');

  await visit(page, '/no-such-page');
  // Centred, its wrapped sentence too (a phone's).
  await expectScreenHolds(page, '404', undefined, () =>
    expect(page.getByText('The page you are looking for does not exist or has moved.')).toHaveCSS('text-align', 'center'),
  );

  await visit(page, '/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectScreenHolds(page, '/users, its form with errors');
});

test('two-factor at the login: its code step, a wrong code, the backup code step', async ({ page }) => {
  const { email, secret } = await accountWithTwoFactor(page);
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await expectScreenHolds(page, '/login, two-factor step');
  await typeCode(page, wrongCodeFor(secret));
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await expectScreenHolds(page, '/login, two-factor step, wrong code');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await expectScreenHolds(page, '/login, backup code step');
});

test('the pages an e-mailed link opens, in every state', async ({ page }) => {
  // Each result page moves on after 2–3 s: it stays while it is measured.
  await holdLongTimers(page);

  // The link pages opened without their token.
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
    await expectScreenHolds(page, `${path}, no link`);
  }

  const { verifyLink } = await unverifiedAccount(page);
  await page.goto(verifyLink);
  await expect(page.getByRole('status').filter({ hasText: 'Email verified successfully!' }).first()).toBeVisible();
  await expectScreenHolds(page, '/verify-email, verified');
  // The same link again, signed in and verified by it.
  await page.goto(verifyLink);
  await expect(page.getByRole('link', { name: 'Go to My Inventory' })).toBeVisible();
  await expectScreenHolds(page, '/verify-email, already verified');

  const leaving = await accountAtItsDesk(page);
  await call(page, leaving.token, 'POST', `/api${AUTH_PATHS.requestAccountDeletion}`);
  await page.goto(await linkFromMail(leaving.email, '/confirm-account-deletion'));
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expectScreenHolds(page, '/confirm-account-deletion, deleted');

  // An e-mail change: the new address's link confirms it; the old address's undoes it and signs out.
  const changing = await accountAtItsDesk(page);
  // Signed in as that account from the next page on, the last one's session forgotten.
  await page.evaluate(() => localStorage.clear());
  await keepSignedIn(page, changing.session);
  const next = uniqueEmail();
  await call(page, changing.token, 'POST', `/api${AUTH_PATHS.requestEmailChange}`, { email: next });
  await page.goto(await linkFromMail(next, '/confirm-email-change'));
  await expect(page.getByText('Email Confirmed!')).toBeVisible();
  await expectScreenHolds(page, '/confirm-email-change, confirmed');
  await page.goto(await linkFromMail(changing.email, '/cancel-email-change'));
  await expect(page.getByText('Email change cancelled')).toBeVisible();
  // Signed out here too, as the page says: the header no longer offers the account's menu.
  await expect(banner(page).getByRole('button', { name: /User menu/ })).toHaveCount(0);
  await expectScreenHolds(page, '/cancel-email-change, cancelled');
});

test('signing up: the form and its terms, the username step, Steam’s e-mail step, waiting for the link', async ({ page }) => {
  await visit(page, '/signup');
  await expectScreenHolds(page, '/signup');
  const terms = page.getByRole('button', { name: 'Terms of Service and Privacy Policy' });
  await terms.click();
  const termsDialog = page.getByRole('dialog', { name: /Terms of Service/ });
  await expect(termsDialog).toBeVisible();
  await expectScreenHolds(page, 'terms dialog');
  await escapeBackTo(page, termsDialog, terms);

  // The username step of a sign-up begun over the API: its token waits in the tab's storage.
  const { tempToken } = await signupBegun(page);
  await page.evaluate((token) => sessionStorage.setItem('signupTempToken', token), tempToken);
  await visit(page, '/complete-signup');
  await expect(page.getByLabel(/^Username/)).toBeVisible();
  await expectScreenHolds(page, '/complete-signup');
  await page.getByLabel('Username').fill(uniqueUsername());
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page).toHaveURL(/\/email-verification-required$/);
  await expect(page.getByRole('button', { name: /Resend/ })).toBeVisible();
  await expectScreenHolds(page, '/email-verification-required');

  // Steam's e-mail step, reached through the fake Steam's sign-in page.
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Continue with Steam' }).click();
  await page.getByLabel('SteamID64').fill(`7656119${String(Date.now()).slice(-10)}`);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Add your email' })).toBeVisible();
  await expectScreenHolds(page, '/complete-signup, Steam e-mail step');
});

test('a member’s inventory in every view, the notifications, the error screen and the live connection lost', async ({ page }) => {
  await userWithCards(page, 2);
  await page.goto('/inventory');
  const cards = page.getByTestId('inventory-grid').getByRole('button');
  await expect.poll(() => cardsShown(page.getByTestId('inventory-grid'))).toBe(2);
  await expectScreenHolds(page, '/inventory, grid');
  const search = page.getByRole('textbox', { name: 'Search items' });
  await search.fill('no card is called this');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expectScreenHolds(page, '/inventory, nothing found');
  await search.fill('');

  // A card's details: the panel beside the grid where there is room, a sheet on a phone.
  await cards.first().click();
  const panel = page.getByRole('complementary', { name: 'Card details' });
  await expect(panel).toContainText('Estimated value');
  // The share button waits for whether the card is shared: measured once it is on, its colour settled.
  await expect(panel.getByRole('button', { name: 'Share this card' })).toBeEnabled();
  await expectScreenHolds(page, '/inventory, a card’s details');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const sort = page.getByRole('combobox', { name: 'Sort' });
  await sort.click();
  await expect(page.getByRole('option', { name: 'Name' })).toBeVisible();
  await expectScreenHolds(page, '/inventory, its sort list', WIDE);
  await page.keyboard.press('Escape');
  await showAsList(page);
  await expect.poll(() => cardsShown(page.getByTestId('inventory-list'))).toBe(2);
  await expectScreenHolds(page, '/inventory, list');

  await resizeTo(page, PHONE);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters.getByRole('navigation', { name: 'Rarity' })).toBeVisible();
  await expectScreenHolds(page, 'inventory filters sheet', [PHONE]);
  await filters.getByRole('combobox', { name: 'Sort' }).click();
  await expect(page.getByRole('option', { name: 'Name' })).toBeVisible();
  await expectScreenHolds(page, 'inventory filters sheet, its sort list', [PHONE]);
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Done' }).click();
  await expect(filters).toBeHidden();
  await resizeTo(page, DESK);

  await visit(page, '/notifications');
  const deleteAll = page.getByRole('button', { name: 'Delete all' });
  await expect(deleteAll).toBeEnabled();
  await expectScreenHolds(page, '/notifications');
  await deleteAll.click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete all notifications?' });
  await expect(deleteDialog).toBeVisible();
  await expectScreenHolds(page, 'delete notifications dialog');
  await escapeBackTo(page, deleteDialog, deleteAll);
  await deleteAll.click();
  await deleteDialog.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expectScreenHolds(page, '/notifications, none');

  for (const path of ['/forge', '/devs']) {
    await visit(page, path);
    await expectScreenHolds(page, `${path}, a member`);
  }

  // The error screen: a page whose code does not arrive, even after the one reload.
  await page.route('**/assets/ForgePage-*.js', (route) => route.abort());
  await page.goto('/forge');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectScreenHolds(page, 'error screen');
  await page.unroute('**/assets/ForgePage-*.js');

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
      if (String(message).startsWith('40')) link.send(`44${JSON.stringify({ message: 'Service unavailable', data: { retryable: true } })}`);
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
  await expectScreenHolds(page, 'connection lost banner');
  refuse = false;
  await lost.getByRole('button', { name: 'Retry' }).click();
  await expect(lost).toBeHidden();
  expect(links).toHaveLength(2);
});

test('settings: every tab and dialog, a refused and a waiting e-mail change, the picture, the password, deleting the account', async ({
  page,
}) => {
  await signedInUser(page);
  await visit(page, '/inventory');
  await expectScreenHolds(page, '/inventory, no wallet');

  await visit(page, '/settings');
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  // Measured once the server has said which providers it reaches: until then Link is disabled, and
  // axe met it changing colour.
  await expect(page.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
  await expectScreenHolds(page, '/settings, profile', undefined, async (size) => {
    // The tabs stay one row (scrolling sideways on a phone), and the two Edit buttons stand level
    // on the right however long the address is.
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect.soft(new Set(tops).size, `${size}: rows of tabs`).toBe(1);
    const rights = await page
      .getByRole('button', { name: /^Edit (username|email)$/ })
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().right)));
    expect.soft(rights, `${size}: the Edit buttons' right edges`).toEqual([rights[0], rights[0]]);
  });

  await page.getByRole('button', { name: 'Edit username' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expectScreenHolds(page, '/settings, editing the username');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await choosePicture(page, await pngPicture());
  const cropper = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(cropper.getByRole('slider')).toBeVisible();
  // Measured once the picture is framed: Save stays disabled until then, and axe met it mid-change.
  await expect(cropper.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectScreenHolds(page, 'picture cropper');
  // The picture's area is named, and an arrow key moves the picture by a step one sees (it was 1 px).
  await cropper.getByRole('slider').focus();
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
  const pictureLeft = () => cropper.locator('img').evaluate((img) => img.getBoundingClientRect().left);
  const before = await pictureLeft();
  await cropper.getByRole('application', { name: 'Picture position' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Math.abs((await pictureLeft()) - before)).toBeGreaterThanOrEqual(10);
  await escapeBackTo(page, cropper, page.getByRole('button', { name: 'Change picture' }));

  // The first sensitive action asks "Confirm it's you"; the change then waits for its link.
  const next = uniqueEmail();
  await page.getByRole('button', { name: 'Edit email' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectScreenHolds(page, '/settings, e-mail refused');
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  await expectScreenHolds(page, "confirm it's you dialog");
  await confirmItsYou(page);
  await expect(page.getByText(`Waiting for you to confirm ${next}`)).toBeVisible();
  await expectScreenHolds(page, '/settings, e-mail change waiting');

  for (const tab of ['Integrations', 'Notifications', 'Security']) {
    await visit(page, `/settings?tab=${tab.toLowerCase()}`);
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    // Until the server has said which providers it can reach, every Link button is disabled; axe
    // running as they turn on would measure an enabled button in its disabled colours.
    if (tab === 'Integrations') await expect(page.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
    await expectScreenHolds(page, `/settings, ${tab.toLowerCase()}`);
  }
  await visit(page, '/settings?tab=integrations');
  await expect(page.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
  // The pointer rests on Unlink at each width: the tooltip follows its button.
  await expectScreenHolds(page, '/settings, integrations, unlink tooltip', undefined, async () => {
    await page.getByTestId('integration-email').getByRole('button', { name: 'Unlink' }).hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  await visit(page, '/settings?tab=security');
  const changePassword = page.getByRole('button', { name: 'Change password' });
  await changePassword.click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
  await passwordDialog.getByLabel(/^New password/).fill('short');
  await expectScreenHolds(page, 'change password dialog');
  await escapeBackTo(page, passwordDialog, changePassword);

  const deleteAccount = page.getByRole('button', { name: 'Delete account' });
  await deleteAccount.click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete account' });
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deleteDialog.getByText('Please type DELETE to confirm')).toBeVisible();
  await expectScreenHolds(page, 'delete account dialog');
  await deleteDialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deleteDialog.getByText('Check your email')).toBeVisible();
  await expectScreenHolds(page, 'delete account dialog, sent');
  await escapeBackTo(page, deleteDialog, deleteAccount);
});

test('settings: each step of turning two-factor on, then managing it', async ({ page }) => {
  const { session } = await accountAtItsDesk(page);
  await keepSignedIn(page, session);
  await visit(page, '/settings?tab=security');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const twoFactor = page.getByRole('dialog');
  await expect(twoFactor.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, intro');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, QR code');
  await expectScreenHolds(page, '2FA dialog, copy tooltip', undefined, async () => {
    await twoFactor.getByRole('button', { name: 'Copy' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Copy key');
  });
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, code');
  await typeCode(page, wrongCodeFor(secret));
  await expect(twoFactor.getByText('Invalid verification code')).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, wrong code');
  await typeCode(page, codeFor(secret));
  await expect(page.getByTestId('backup-code').first()).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, backup codes');
  // Escape does not close it before the codes are said to be saved.
  await page.keyboard.press('Escape');
  await expect(twoFactor).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, backup codes not saved');
  await page.getByLabel('I have saved my backup codes in a secure location').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor).toBeHidden();

  const manage = page.getByRole('button', { name: 'Manage 2FA' });
  await manage.click();
  await expect(twoFactor.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, manage');
  await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(twoFactor.getByText('Password is required')).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, disable without password');
  await twoFactor.getByRole('button', { name: 'Regenerate Backup Codes' }).click();
  await expect(twoFactor.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  await expectScreenHolds(page, '2FA dialog, regenerate');
  await escapeBackTo(page, twoFactor, manage);
});

test('The Forge’s tabs', async ({ page }) => {
  await signedInAdmin(page, 4);
  for (const tab of ['overview', 'create', 'manage']) {
    await visit(page, `/forge?tab=${tab}`);
    await expectScreenHolds(page, `/forge, ${tab}`);
  }
});

test('the developer tools and their dialogs', async ({ page }) => {
  await signedInAdmin(page, 4);
  await visit(page, '/devs');
  await expectScreenHolds(page, '/devs');
  for (const tool of ['Steam Achievement Verifier', 'Notification Tester', 'Email Tester', 'API Explorer']) {
    await page.getByRole('button', { name: tool }).click();
    const dialog = page.getByRole('dialog', { name: tool });
    await expect(dialog).toBeVisible();
    if (tool === 'API Explorer') {
      await expect(dialog.frameLocator('iframe[title="API Explorer"]').locator('.opblock-tag').first()).toBeVisible({ timeout: 20_000 });
    }
    if (tool === 'Email Tester') {
      await dialog.getByRole('button', { name: /^verification/ }).click();
      await expect(dialog.getByRole('heading', { name: 'Verify your Arcana email' })).toBeVisible();
    }
    await expectScreenHolds(page, `/devs, ${tool}`);
    await escapeBackTo(page, dialog, page.getByRole('button', { name: tool }));
  }
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('nothing like it');
  await expectScreenHolds(page, '/devs, no match');
});

test('the admin panel, its user menu and dialog, and observer mode', async ({ page }) => {
  await signedInAdmin(page, 4);
  const observed = await verifiedAccount(page);

  await visit(page, '/admin');
  for (const tab of ['Statistics', 'User Management', 'System Settings', 'Testing Tools']) {
    await page.getByRole('tab', { name: tab }).click();
    // The running configuration, from the suite's own server (its mail goes to the SMTP capture).
    if (tab === 'System Settings') await expect(page.getByRole('region', { name: 'Mail' })).toContainText('SMTP');
    await expectScreenHolds(page, `/admin, ${tab}`);
  }
  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(observed.email);
  const actions = page.getByRole('button', { name: `Actions for ${observed.username}` });
  await actions.click();
  await expectScreenHolds(page, '/admin, user menu');
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete user' });
  await expectScreenHolds(page, '/admin, delete dialog');
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteDialog).toBeHidden();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Observe' }).click();
  await expect(page.getByRole('region', { name: 'Observer mode' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expectScreenHolds(page, '/inventory, observing');
  await visit(page, '/settings');
  await expectScreenHolds(page, '/settings, observing');
  await page.getByRole('button', { name: 'Exit Observer Mode' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a collector’s projects and fairness: the list searched, a project’s page simulated, a card verified from its seed at once, the list on a small phone', async ({
  page,
}) => {
  const project = await publishedProject(page);
  const { token, address } = await userWithPhantomLinked(page);
  for (let draw = 0; draw < 3; draw++)
    await call(page, token, 'POST', `/api${CARD_PATHS.collect}`, { publicKey: address, requestId: randomUUID() });

  await visit(page, `/projects?q=${encodeURIComponent(project.name)}`);
  await expect(page.getByRole('link', { name: new RegExp(project.name) })).toBeVisible();
  await expectScreenHolds(page, 'projects list searched');

  await visit(page, `/projects/${project.slug}`);
  await expect(page.getByRole('button', { name: /Draw a card/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Cards of First Light' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('collected-count')).toHaveText('0 of 2 collected');
  await page
    .locator('label')
    .filter({ hasText: /^1,000$/ })
    .click();
  await page.getByRole('button', { name: 'Simulate draws' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1,000 cards drawn in your browser' })).toBeVisible();
  await expectScreenHolds(page, 'project page with 1,000 simulated draws');
  await page.getByRole('button', { name: 'Draw a card of First Light' }).click();
  const reveal = page.getByRole('dialog', { name: 'Your draw from First Light' });
  await expect(reveal.getByRole('link', { name: 'Verify this draw' })).toBeVisible();
  // Measured once the card's share state is read: 'Share this card' is greyed until then.
  await expect(reveal.getByRole('button', { name: 'Share this card' })).toBeEnabled();
  await expectScreenHolds(page, 'a draw revealed on a project page');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('collected-count')).toHaveText('1 of 2 collected');
  await expect(cards.getByText('✓ Collected', { exact: true })).toHaveCount(1);
  await expectScreenHolds(page, 'project page: its cards, one of them collected');

  const [card] = (await (await page.request.get(`/api${CARD_PATHS.mine}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: string;
  }[];
  await visit(page, `/fairness?card=${card!.id}`);
  await expect(page.getByRole('region', { name: 'Verify a card' }).getByText('Verified')).toBeVisible();
  await expectScreenHolds(page, 'fairness: verified');

  // The narrowest phone the product names: each row of the list fits it.
  const smallPhone = { width: 360, height: 740 };
  await resizeTo(page, smallPhone);
  await visit(page, '/inventory');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await showAsList(filters);
  await filters.getByRole('button', { name: 'Done' }).click();
  await expect(filters).toBeHidden();
  // The list renders the rows near the screen: it holds all four cards, copies of one card stacked
  // in one row (two house draws may be the same card), and each row drawn fits.
  const held = (await (await page.request.get(`/api${CARD_PATHS.mine}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    name: string;
  }[];
  expect(held).toHaveLength(4);
  const stacks = new Set(held.map((heldCard) => heldCard.name)).size;
  await expect(page.getByTestId('inventory-list').getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(stacks));
  const rows = page.getByTestId('inventory-list').getByRole('button');
  await expect(rows.first()).toBeVisible();
  await expectScreenHolds(page, 'inventory list on a small phone', [smallPhone], async () => {
    const rights = await rows.evaluateAll((buttons) => buttons.map((row) => row.getBoundingClientRect().right));
    expect.soft(Math.max(...rights), 'the rows’ right edge').toBeLessThanOrEqual(smallPhone.width);
  });
});

test('the admins’ review: the queue with a collection’s cards, the reject dialog, the suspend dialog', async ({ page }) => {
  const [submitted, published] = await Promise.all([submittedProject(page), publishedProject(page)]);
  await signedInAdmin(page, 4);
  await visit(page, '/admin?tab=review');
  const item = page.getByRole('article', { name: new RegExp(submitted.name) });
  await expect(item.getByRole('region', { name: 'Cards of First Light' })).toContainText('Star Wand');
  await expectScreenHolds(page, 'admin review queue, a collection’s cards');

  const reject = item.getByRole('button', { name: 'Reject' });
  await reject.click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject version 1' });
  await rejectDialog.getByLabel('Reason').fill('The wand needs its own art.');
  await expectScreenHolds(page, 'admin review, reject dialog');
  await escapeBackTo(page, rejectDialog, reject);

  const publishedProjects = page.getByRole('region', { name: 'Published projects' });
  await publishedProjects.getByLabel('Find a project').fill(published.slug);
  await publishedProjects.getByRole('button', { name: `Suspend ${published.name}` }).click();
  const suspendDialog = page.getByRole('dialog', { name: `Suspend ${published.name}` });
  await suspendDialog.getByLabel('Reason').fill('Odds under investigation.');
  await expectScreenHolds(page, 'admin review, suspend dialog');
});

/** Another person's browser, at a desk unless said, with axe in it: its pages wait for nothing, so each test waits for what it measures. */
async function anotherBrowser(browser: Browser, viewport: Size = DESK) {
  const context = await browser.newContext({ viewport });
  await installAxe(context);
  return context.newPage();
}

test('a card in 3D in the inventory’s detail panel, the page of a shared card, and its owner’s public profile', async ({
  page,
  browser,
}) => {
  test.slow();
  const { token } = await userWithCards(page, 2);
  await page.goto('/inventory');
  await page.getByTestId('inventory-grid').getByRole('button').first().click();
  const panel = page.getByRole('complementary', { name: 'Card details' });
  await panel.getByRole('button', { name: 'View in 3D' }).click();
  await modelShown(panel);
  await expectScreenHolds(page, 'inventory detail panel with the 3D view open');

  // Its page as a visitor finds it (its 3D view is the one measured above).
  const mine = (await (await page.request.get(`/api${CARD_PATHS.mine}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: string;
  }[];
  const { url } = (await call(page, token, 'POST', path(SHARE_PATHS.cardShare, { cardId: mine[0]!.id }))) as TCardShare;
  const visitor = await anotherBrowser(browser);
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('heading', { name: 'Its draw' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'View in 3D' })).toBeVisible();
  await expectScreenHolds(visitor, 'shared card page');

  // The owner's public profile, showing both cards.
  const { url: profileUrl } = (await call(page, token, 'PATCH', path(PROFILE_PATHS.mine, {}), {
    public: true,
    cardIds: mine.map((one) => one.id),
  })) as TMyProfile;
  await visitor.goto(new URL(profileUrl).pathname);
  await expect(visitor.getByRole('region', { name: 'Cards' }).getByRole('listitem')).toHaveCount(2);
  await expectScreenHolds(visitor, 'public profile page');
});

test('giving a card: its dialog and a refusal under its field on a desk and a phone; a given card’s holders, and its shared page', async ({
  page,
  browser,
}) => {
  const giver = await settledWithPhantomLinked(page, 2);
  const card = await giver.collect();
  const giveDialog = page.getByRole('dialog', { name: `Transfer ${card.name}` });
  const recipientField = giveDialog.getByRole('textbox', { name: 'Username or wallet address' });
  await page.goto('/inventory');
  await openInventoryCard(page, card.name);
  await page.getByRole('complementary', { name: 'Card details' }).getByRole('button', { name: 'Transfer to Another Wallet' }).click();
  await recipientField.fill(giver.username);
  await giveDialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(recipientField).toHaveAccessibleDescription(CARD_TRANSFER_MESSAGES.toSelf);
  await expectHoldsHere(page, 'giving a card, refused (1440×900)');
  await giveDialog.getByRole('button', { name: 'Cancel' }).click();

  await resizeTo(page, PHONE);
  await page.reload();
  await openInventoryCard(page, card.name);
  await page.getByRole('button', { name: 'Transfer to Another Wallet' }).click();
  await expect(recipientField).toBeFocused();
  await expectHoldsHere(page, 'giving a card (390×844)');
  await recipientField.fill('e2e_settled_4');
  await giveDialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(giveDialog).toBeHidden();

  const recipient = await anotherBrowser(browser);
  await signedInAs(recipient, E2E_SETTLED_EMAILS[3]!, E2E_PASSWORD);
  await recipient.goto('/inventory');
  await openInventoryCard(recipient, card.name);
  const details = recipient.getByRole('complementary', { name: 'Card details' });
  await expect(details.getByRole('region', { name: 'Its holders' }).getByRole('listitem')).toHaveCount(2);
  await expectScreenHolds(recipient, 'a given card’s details and its holders', WIDE);
  await details.getByRole('button', { name: 'Share this card' }).click();
  const link = new URL(await details.getByRole('textbox', { name: 'Link to this card' }).inputValue());
  await recipient.goto(link.pathname);
  await expect(recipient.getByRole('region', { name: 'Its holders' })).toBeVisible();
  await expectScreenHolds(recipient, 'a given card’s shared page and its holders');
});

test('the market: listing a card on a phone, a listed card’s details, a project’s market at every width, buying on a phone', async ({
  page,
  browser,
}) => {
  const seller = await settledWithPhantomLinked(page, 5);
  const card = await seller.collect();
  await resizeTo(page, PHONE);
  await page.goto('/inventory');
  await openInventoryCard(page, card.name);
  await page.getByRole('button', { name: 'List on Marketplace' }).click();
  const dialog = page.getByRole('dialog', { name: `List ${card.name}` });
  await dialog.getByRole('textbox', { name: 'Price' }).fill('7.50');
  await expect(dialog).toContainText('You receive 7.5 USDT.');
  await expectHoldsHere(page, 'listing a card (390×844)');
  await dialog.getByRole('button', { name: 'List', exact: true }).click();
  await expect(dialog).toBeHidden();
  await resizeTo(page, DESK);
  await expect(page.getByRole('region', { name: 'Listed on the marketplace' })).toContainText('Listed at 7.5 USDT');
  await expectScreenHolds(page, 'a listed card’s details', WIDE);

  await page.goto(`/projects/${HOUSE_PROJECT_SLUG}/market?q=${encodeURIComponent(card.name)}`);
  await expect(page.getByRole('article', { name: `${card.name}, 7.5 USDT` })).toContainText('Your listing');
  await expectScreenHolds(page, 'a project’s market');

  const buyer = await anotherBrowser(browser, PHONE);
  await userWithPhantomLinked(buyer);
  await buyer.goto(`/projects/${HOUSE_PROJECT_SLUG}/market?q=${encodeURIComponent(card.name)}`);
  await buyer.getByRole('button', { name: `Buy ${card.name}` }).click();
  await expect(buyer.getByRole('dialog', { name: `Buy ${card.name}` })).toContainText(`7.5 USDT to ${seller.username}`);
  await expectHoldsHere(buyer, 'buying a card (390×844)');
});

test('the collection room', async ({ page }) => {
  await userWithCards(page, 8);
  await page.goto('/inventory/room');
  // The tower is drawn by a library loaded lazily, slowly without a graphics card.
  await expect(page.getByRole('application', { name: 'Your 8 cards on a tower' })).toBeVisible({ timeout: 20_000 });
  await expectScreenHolds(page, 'collection room');
});

test('earning: a creator’s rules with a payout wallet and a donation received; a collector’s project page with no draws left, its ways to earn, a donation', async ({
  page,
  browser,
}) => {
  const project = await publishedProject(page);
  await payoutWalletSet(page, project);
  await rulesOn(page, project, [
    {
      source: 'donation',
      tiers: [
        { minUsdt: 5, reward: 1 },
        { minUsdt: 20, reward: 3 },
      ],
    },
    { source: 'steam.owns', appId: 440, reward: 1 },
    { source: 'share', reward: 1 },
  ]);

  // The collector, their Phantom linked and funded: the welcome draw drawn, then a Steam claim without
  // Steam linked, and their referral link.
  const collector = await anotherBrowser(browser);
  await exposeFakePhantomSend(collector, rpcUrl);
  const { address } = await userWithPhantomLinked(collector);
  await solana.setBalance(address, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 40 } });
  await collector.goto(`/projects/${project.slug}`);
  await drawnOnProjectPage(collector);
  await expect(collector.getByTestId('collection-draws-left')).toContainText('No draws left in First Light');
  await collector.getByRole('button', { name: 'Claim: Steam: owns an app: Owns Steam app 440' }).click();
  await expect(collector.getByRole('alert').filter({ hasText: 'Link your Steam account in Settings to claim this' })).toBeVisible();
  await collector.getByRole('button', { name: 'Get my referral link' }).click();
  await expect(collector.getByLabel('Your referral link')).toHaveValue(/\?ref=/);
  await expectScreenHolds(collector, 'project page: no draws left, ways to earn listed, referral link shown, Steam claim alert');

  // A donation of the higher tier, from the project's page.
  await collector.getByRole('button', { name: `Donate USDT to ${project.name}` }).click();
  const donate = collector.getByRole('dialog', { name: `Donate USDT to ${project.name}` });
  await donate.getByLabel('Amount (USDT)').fill('25');
  await donate.getByRole('button', { name: 'Review' }).click();
  await donate.getByRole('button', { name: 'Approve in Phantom' }).click();
  await expect(donate).toContainText('Sent 25 USDT');
  await donate.getByRole('button', { name: 'Done' }).click();
  await expect(collector.getByText(/^25 USDT on .*: 3 draws$/)).toBeVisible();
  await expectScreenHolds(collector, 'project page, donor’s side, after a donation');

  await keepSignedIn(page, project.session);
  await page.goto('/forge?tab=manage');
  await page.getByRole('link', { name: 'Earning rules of First Light' }).click();
  await expect(page.getByRole('region', { name: 'Donations received', exact: true })).toContainText('3 draws');
  await expect(page.getByRole('region', { name: 'Payout wallet', exact: true })).toContainText('Donations go to');
  await expectScreenHolds(page, 'earning rules with a payout wallet, a donation received and three rules on (creator)');
});

test('Game API: the new key shown once, the keys, a webhook endpoint and its deliveries; a player linking a game', async ({
  page,
  browser,
}) => {
  const project = await creatorAtForge(page);
  await webhookTested(page, project, `http://127.0.0.1:${E2E_PORTS.demoGame}/webhooks`);
  await page.getByRole('link', { name: `Game API of ${project.name}` }).click();
  await page.getByRole('button', { name: 'New key' }).click();
  const naming = page.getByRole('dialog', { name: 'New API key' });
  await naming.getByLabel('Name').fill('Game server');
  await naming.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new key' });
  const key = await shown.getByLabel('Game server').inputValue();
  expect(key).toMatch(/^ak_live_/);
  await expectScreenHolds(page, 'Game API: "Your new key" dialog (secret shown once)');
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('list', { name: 'API keys' }).getByRole('listitem')).toHaveCount(1);
  await expectScreenHolds(page, 'Game API with one key listed and a webhook endpoint');
  const rotate = page.getByRole('button', { name: 'Rotate Game server' });
  await rotate.click();
  const rotating = page.getByRole('dialog', { name: 'Rotate “Game server”' });
  await expect(rotating.getByRole('button', { name: 'Rotate key' })).toBeVisible();
  await expectScreenHolds(page, 'Game API: rotate a key dialog');
  await escapeBackTo(page, rotating, rotate);
  await page.getByRole('button', { name: 'Deliveries' }).click();
  await expect(page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem')).not.toHaveCount(0);
  await expectScreenHolds(page, 'webhook deliveries listed');

  const player = await anotherBrowser(browser);
  await signedInUser(player);
  await player.goto(await linkCodeAddress(page, key, 'hero-42'));
  const asking = player.getByRole('region', { name: `Link to ${project.name}` });
  await expect(asking.getByRole('button', { name: 'Link' })).toBeFocused();
  await expectScreenHolds(player, '/link with a code, asking "Link to <project>"');
  await asking.getByRole('button', { name: 'Link' }).click();
  await expect(player.getByRole('status').filter({ hasText: `Your player in ${project.name} is linked` })).toBeVisible();
  await player.goto('/settings?tab=integrations');
  await expect(player.getByRole('list', { name: 'Linked games' })).toContainText('Player hero-42');
  await expect(player.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
  await expectScreenHolds(player, 'settings, integrations tab with a linked game');
});

/** Scrolls the page down to the element, never sideways, as a phone's user reaches it. */
const scrollDownTo = (target: Locator) =>
  target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2));

test('the stream overlay: Manage Collections on a phone, the dashboard paused, a legendary’s reveal, the ticker, the OBS guide', async ({
  page,
  browser,
}) => {
  const project = await creatorAtForge(page);
  const overlaySettings = path(OVERLAY_PATHS.overlay, { projectId: project.projectId });
  // The reveal stays while it is measured.
  await call(page, project.token, 'PATCH', overlaySettings, { displaySeconds: OVERLAY_LIMITS.displaySeconds.max });

  // A published collection with a change waiting: its two states side by side, on a phone.
  await changeInReview(page, project);
  await page.reload();
  await resizeTo(page, PHONE);
  const collection = page.getByRole('region', { name: project.name });
  await expectScreenHolds(
    page,
    'Manage Collections on a phone (390), a published collection with a change in review',
    [PHONE],
    async () => {
      for (const state of ['Published', 'Changes in review']) {
        // The first: the rarity shares below name their 'Published' column too.
        const badge = collection.getByText(state, { exact: true }).first();
        await scrollDownTo(badge);
        await expect.soft(badge, `the badge '${state}' whole on screen`).toBeInViewport({ ratio: 1 });
        // Whole: the label is as wide as its text, not cut short with an ellipsis.
        expect.soft(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth), `the badge '${state}' not cut`).toBe(true);
      }
      // Reached by scrolling down only: each action lies whole inside the phone's width.
      for (const action of [
        `Stream overlay of ${project.name}`,
        `Game API of ${project.name}`,
        'Earning rules of First Light',
        'Card actions of First Light',
        'Crafting of First Light',
        'Trading of First Light',
      ]) {
        const link = page.getByRole('link', { name: action });
        await scrollDownTo(link);
        await expect.soft(link, `'${action}' whole on screen`).toBeInViewport({ ratio: 1 });
      }
    },
  );
  // A collection's card actions, from its link there.
  await page.getByRole('link', { name: 'Card actions of First Light' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card actions');
  await expectScreenHolds(page, 'the card actions of a collection');
  await page.goBack();
  // Its trading terms, once held some days, read in words as they are chosen.
  await page.getByRole('link', { name: 'Trading of First Light' }).click();
  await page.getByRole('radio', { name: 'Once held some days' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Tradable once held 30 days' })).toBeVisible();
  await expectScreenHolds(page, 'the trading terms of a collection');
  await page.goBack();
  await resizeTo(page, DESK);

  await page.getByRole('link', { name: `Stream overlay of ${project.name}` }).click();
  await page.getByRole('button', { name: 'Reveal address' }).click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: 'The overlay address as a QR code' })).toBeVisible();
  const overlay = await anotherBrowser(browser, OBS_SOURCE);
  const address = new URL(await page.getByRole('textbox', { name: 'Overlay address' }).inputValue());
  await overlay.goto(`${address.pathname}${address.hash}`);
  await expect(page.getByRole('status').filter({ hasText: /^OBS (not )?connected$/ })).toHaveText('OBS connected');
  const live = page.getByRole('region', { name: 'Live', exact: true });
  const tests = live.getByRole('group', { name: 'Send a test alert' });
  await live.getByRole('button', { name: 'Pause' }).click();
  await tests.getByRole('button', { name: 'Common', exact: true }).click();
  await tests.getByRole('button', { name: 'Legendary' }).click();
  await expect(live).toContainText('2 alerts waiting, held while paused');
  await expectScreenHolds(page, 'stream overlay dashboard, paused with 2 alerts waiting, address and QR revealed');

  await live.getByRole('button', { name: 'Clear waiting' }).click();
  await live.getByRole('button', { name: 'Resume' }).click();
  await tests.getByRole('button', { name: 'Legendary' }).click();
  const alert = overlay.getByTestId('overlay-alert');
  await expect(alert).toHaveAttribute('data-rarity', 'legendary');
  await expect(alert.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face', { timeout: 5_000 });
  await expectScreenHolds(overlay, 'overlay, a legendary’s reveal', [OBS_SOURCE]);

  // The ticker lists a collector's real draw.
  const { tickerUrl } = (await (
    await page.request.get(path(OVERLAY_PATHS.address, { projectId: project.projectId }), {
      headers: { authorization: `Bearer ${project.token}` },
    })
  ).json()) as TOverlayAddress;
  const ticker = await anotherBrowser(browser, OBS_TICKER);
  const tickerAddress = new URL(tickerUrl);
  await ticker.goto(`${tickerAddress.pathname}${tickerAddress.search}${tickerAddress.hash}`);
  const drawer = await userWithPhantomLinked(await browser.newPage());
  await call(page, drawer.token, 'POST', path(PROJECT_PATHS.claim, { collectionId: project.collectionId }), {
    publicKey: drawer.address,
    requestId: randomUUID(),
  });
  await expect(ticker.getByTestId('ticker-pull')).toHaveCount(1);
  await expectScreenHolds(ticker, 'overlay ticker with one pull (1920×200)', [OBS_TICKER]);

  await visit(page, '/stream-overlay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your overlay to OBS');
  await expectScreenHolds(page, 'Add your overlay to OBS guide');
});

test('the Forge’s Create Collection, step by step: the project filled, a design, the house odds, a test draw, sent for review', async ({
  page,
}) => {
  const { session } = await accountWithTwoFactor(page);
  await keepSignedIn(page, session);
  await visit(page, '/forge?tab=create');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true }).first();
  await field('Name').fill(`Nova ${randomUUID().slice(0, 6)}`);
  await field('Tagline').fill('Stars, drawn live');
  await field('Description').fill('Cards from the Nova streams. More at https://nova.example/cards');
  await field('Twitch channel').fill('nova_lumen');
  await expectScreenHolds(page, 'forge project step, filled');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Collection', level: 2 })).toBeFocused();
  await field('Name').fill('First Light');
  await page.getByRole('button', { name: 'Create collection' }).click();

  await expect(page.getByRole('heading', { name: 'Card designs', level: 2 })).toBeFocused();
  await field('Name').fill('Ember Fox');
  await page.getByRole('group', { name: 'Art' }).getByRole('radio').nth(1).check();
  await field('Supply cap').fill('100');
  await expectScreenHolds(page, 'forge design form, filled');
  await page.getByRole('button', { name: 'Add design' }).click();
  await expect(page.getByRole('table', { name: 'Designs of First Light' }).getByRole('row', { name: /Ember Fox/ })).toBeVisible();

  await page.getByRole('button', { name: 'Next: odds' }).click();
  await page.getByRole('button', { name: 'Start from the house odds' }).click();
  await expect(page.getByText('Total: 100% of 100%')).toBeVisible();
  await expectScreenHolds(page, 'forge odds step, house odds');

  await page.getByRole('button', { name: 'Next: preview' }).click();
  await page.getByRole('button', { name: 'Test draw' }).click();
  await expect(page.getByRole('region', { name: 'Test draws' }).getByTestId('card-name')).toHaveText('Ember Fox');
  await expectScreenHolds(page, 'forge preview step with a test draw');

  await page.getByRole('button', { name: 'Next: submit' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Sent for review' })).toBeVisible();
  await expectScreenHolds(page, 'forge submitted');
});

test('an account made with Discord: the e-mail change it asks about and refuses, adding a password, the mailed links that prove presence and add a provider', async ({
  page,
  browser,
}) => {
  const { email, token } = await accountMadeWithDiscord(page);
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Edit email' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Change your email?' });
  await expect(ask.getByRole('listitem')).toContainText('Discord');
  await expectScreenHolds(page, '"Change your email?" dialog listing Discord');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/your only way to sign in\. Set a password first\.$/)).toBeVisible();
  await expectScreenHolds(page, '/settings, e-mail change refused');

  await visit(page, '/settings?tab=security');
  await page.getByRole('button', { name: 'Add password' }).click();
  await expect(page.getByRole('dialog', { name: 'Add password authentication' })).toBeVisible();
  await expectScreenHolds(page, 'add password dialog');

  await call(page, token, 'POST', `/api${AUTH_PATHS.reauthenticateByEmail}`);
  await page.goto(await linkFromMail(email, '/confirm-reauthentication'));
  await expect(page.getByText('Return to the tab you were in and press Continue')).toBeVisible();
  await expectScreenHolds(page, '/confirm-reauthentication, confirmed');

  // A Discord sign-in with the address of another account: its owner is asked by mail.
  const visitor = await anotherBrowser(browser);
  // The verified page moves on to the inventory: it stays while it is measured.
  await holdLongTimers(visitor);
  const { email: owners } = await verifiedAccount(visitor);
  await visitor.goto('/login');
  await visitor.getByRole('button', { name: 'Continue with Discord' }).click();
  await approveAs(visitor, { id: providerId(), username: uniqueUsername(), email: owners });
  await visitor.goto(await linkFromMail(owners, '/verify-provider'));
  await expect(visitor.getByRole('heading', { name: 'Verify Discord Account' })).toBeVisible();
  await expectScreenHolds(visitor, '/verify-provider, asking');
  await visitor.getByRole('button', { name: 'Add Discord' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Taking you to your inventory' })).toBeVisible();
  await expectScreenHolds(visitor, '/verify-provider, verified');
});

test('the wallet’s balances, and Send USDT: its refusals, its review, sent', async ({ page }) => {
  await exposeFakePhantomSend(page, rpcUrl);
  const { address } = await userWithPhantomLinked(page);
  await solana.setBalance(address, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 25 } });
  await visit(page, '/inventory');
  const walletButton = banner(page).getByRole('button', { name: /^Wallet / });
  await walletButton.click();
  await expect(page.getByRole('menu')).toContainText('1 SOL');
  await expect(page.getByRole('menu')).toContainText('25 USDT');
  await expectScreenHolds(page, 'wallet menu open with SOL and USDT balances', WIDE);
  await escapeBackTo(page, page.getByRole('menu'), walletButton);
  await resizeTo(page, PHONE);
  const drawer = await openSideMenu(page);
  await drawer.getByRole('button', { name: /^Wallet / }).click();
  await expect(page.getByRole('menu')).toContainText('25 USDT');
  await expectScreenHolds(page, 'side menu, its wallet menu with SOL and USDT balances', [PHONE]);
  await page.getByRole('menuitem', { name: 'Send USDT' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send USDT' });
  await expect(dialog.getByLabel('Recipient address')).toBeFocused();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toContainText('Recipient address is required');
  await expectScreenHolds(page, 'Send USDT dialog with errors');
  await dialog.getByLabel('Recipient address').fill(createTestWallet().publicKey);
  await dialog.getByLabel('Amount (USDT)').fill('7.5');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('button', { name: 'Approve in Phantom' })).toBeFocused();
  await expectScreenHolds(page, 'Send USDT review');
  await dialog.getByRole('button', { name: 'Approve in Phantom' }).click();
  await expect(dialog.getByRole('link', { name: 'View on Solscan' })).toBeVisible();
  await expect(dialog).toContainText('Sent 7.5 USDT to');
  await expectScreenHolds(page, 'Send USDT sent');
});

test('before the app has started: a login and a signup filled early, then taken over', async ({ page }) => {
  const earlyForms = () => page.waitForFunction(() => 'arcanaEarlyForms' in window);
  let early = await openBeforeTheApp(page, '/login');
  await earlyForms();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');
  await expectScreenHolds(page, 'login filled and submitted before the app');
  await early.takeOver();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_MESSAGES.invalid);
  await expectScreenHolds(page, 'login refused before it was sent');

  early = await openBeforeTheApp(page, '/signup');
  await earlyForms();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await expectScreenHolds(page, 'signup filled, terms ticked, before the app');
  await early.takeOver();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expectScreenHolds(page, 'signup filled before the app, then taken over, terms ticked');
});

// Apart from the forms: each page here is measured at every width, the project's twice.
test('before the app has started: a project’s page for a visitor and a member, and the newest cards', async ({ page }) => {
  const projectsPage = async (viewer: string) => {
    const held = await openBeforeTheApp(page, '/projects/arcana');
    await expect(page.getByRole('list', { name: 'Cards of Arcana Collection' }).getByRole('listitem')).toHaveCount(60);
    await expect(page.getByRole('table', { name: 'Odds of Arcana Collection' }).getByRole('row')).toHaveCount(61);
    await expectScreenHolds(page, `a project’s page before the app (server-rendered), ${viewer}`);
    await held.takeOver();
  };
  await projectsPage('visitor');
  await userWithCards(page, 3);
  await projectsPage('member');
  const early = await openBeforeTheApp(page, '/inventory');
  await expect(page.locator('[data-early-cards] [data-card-id]')).toHaveCount(3);
  await expectScreenHolds(page, 'the early cards before the app');
  await early.takeOver();
});

test('the inventory: loading, a large collection filtered and searched, a list row’s details on a phone', async ({ page }) => {
  const total = CARD_PAGE_SIZE + 30;
  await userWithCards(page, total);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every answer of the cards held: with any, the page's first-screen script writes what it holds.
  const cardAnswers = (url: URL) =>
    [CARD_PATHS.mine, CARD_PATHS.minePage, CARD_PATHS.mineSummary].some((card) => url.pathname === `/api${card}`);
  await page.route(cardAnswers, async (route) => (await held, route.continue()));
  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-loading')).toBeVisible();
  await expectScreenHolds(page, 'inventory loading (cards and summary held)');
  release();

  // The server is still writing the cards' notifications and pushing them: the first answer takes its time.
  await expect(page.getByTestId('inventory-count')).toHaveText(`${total} items`, { timeout: 30_000 });
  const grid = page.getByTestId('inventory-grid');
  await page
    .getByRole('navigation', { name: 'Rarity' })
    .getByRole('button', { name: /^Common/ })
    .click();
  await expect(grid.locator('[data-rarity]:not([data-rarity="common"])')).toHaveCount(0);
  const search = page.getByRole('textbox', { name: 'Search items' });
  await search.fill('no card is called this');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  // Where the rarity filter shows; a phone folds it into Filters.
  await expectScreenHolds(page, 'a large collection, Common filter and a search with no match', WIDE);
  await search.fill('');
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expectScreenHolds(page, 'a large collection, Common filter');

  // Stacked, as by default: the house's designs are fewer than its cards, so some stack holds copies.
  const stack = grid
    .getByRole('button')
    .filter({ has: page.getByTestId('card-copies') })
    .first();
  await expect(stack).toHaveAccessibleName(/, \d+ copies/);
  await stack.click();
  const copies = page.getByRole('region', { name: /^\d+ copies$/ });
  await expect(copies.getByRole('button', { name: /^Collected / }).first()).toBeVisible();
  // Measured once the card's link is read: until then 'Share this card' waits, and its colour changing
  // as it is enabled was measured halfway once.
  await expect(page.getByRole('button', { name: 'Share this card' })).toBeEnabled();
  await expectScreenHolds(page, 'a large collection, a stack’s copies in its details');
  await page.keyboard.press('Escape');
  await expect(copies).toBeHidden();

  await resizeTo(page, PHONE);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await showAsList(filters);
  await filters.getByRole('button', { name: 'Done' }).click();
  await expect(filters).toBeHidden();
  const firstRow = page.getByTestId('inventory-list').getByRole('button').first();
  const name = (await firstRow.getByTestId('card-name').textContent())!;
  await firstRow.click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toContainText('Estimated value');
  await expect(sheet.getByRole('button', { name: 'Share this card' })).toBeEnabled();
  await expectScreenHolds(page, 'phone: detail sheet of a list row', [PHONE]);
});
