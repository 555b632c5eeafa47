import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, type Locator, type Page, type WebSocket } from './fixtures';
import { CARD_PATHS, WALLET_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { findLink, type CapturedMail } from '../tools/mail-capture';
import { createTestWallet, signedLinkBody, testWalletOf, type TestWallet } from '../tools/wallet-keys';
import { installFakePhantom } from '../tools/fake-phantom';
import { E2E_ADMIN_EMAILS, E2E_PASSWORD, E2E_PORTS, E2E_SETTLED_EMAILS } from './ports';

export const uniqueEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.com`;
export const uniqueUsername = () => `player_${randomBytes(4).toString('hex')}`;
/** The password every account the suite signs up has. */
export const USER_PASSWORD = 'Arcana12';

/** Reads the inbox of the SMTP capture until a mail with this link arrives. */
export async function linkFromMail(to: string, path: string, nth = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${E2E_PORTS.mailHttp}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as CapturedMail[];
        link = mails.map((m) => findLink(m, path)).filter(Boolean)[nth];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

export async function signUp(page: Page, email: string, password: string, username: string) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page).toHaveURL(/\/email-verification-required$/);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * A verified account made through the API and its e-mail link (password Arcana12), and the session
 * that link opened, on no page yet; `origin` for a server of the test's own instead of the suite's.
 */
export async function verifiedAccount(page: Page, origin = '', email = uniqueEmail()) {
  const api = (path: string, body: unknown) =>
    page.request.post(`${origin}/api${path}`, { data: body }).then(async (res) => {
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as Record<string, string>;
    });
  const { tempToken } = await api('/auth/signup', { email, password: USER_PASSWORD });
  const username = uniqueUsername();
  await api('/auth/complete-signup', { tempToken, username });
  const token = new URL(await linkFromMail(email, '/verify-email')).searchParams.get('token');
  const session = await api('/auth/verify-email', { token });
  return { email, username, session };
}

/** The page opens signed in with this session (stored as the app stores it), unless it holds one already. */
export async function keepSignedIn(page: Page, session: { token?: string; refreshToken?: string }) {
  await page.addInitScript(
    ([access, refresh]) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', access!);
      localStorage.setItem('refreshToken', refresh!);
      localStorage.setItem('isAuthenticated', 'true');
    },
    [session.token, session.refreshToken],
  );
}

/** A verified account (`verifiedAccount`), signed in on this page. */
export async function signedInUser(page: Page, origin = '', email = uniqueEmail()) {
  const { username, session } = await verifiedAccount(page, origin, email);
  await keepSignedIn(page, session);
  return { email, token: session.token!, username };
}

/**
 * One of the suite's admins (E2E_ADMIN_EMAILS[which]), signed in on this page with the password, as an admin
 * signs in: presence is proved, so the panel's changes need no "Confirm it's you" for the next minutes.
 */
export async function signedInAdmin(page: Page, which: number) {
  const email = E2E_ADMIN_EMAILS[which];
  if (!email) throw new Error(`the suite has ${E2E_ADMIN_EMAILS.length} admins`);
  return signedInAs(page, email, E2E_PASSWORD);
}

/**
 * The API token of a session this account opens with its password (which proves presence), for calls of its
 * own: no page is signed in.
 */
export async function passwordSessionToken(page: Page, email: string, password = USER_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The API token of one of the suite's admins (E2E_ADMIN_EMAILS[which]), for calls of its own: no page is signed in. */
export const adminToken = (page: Page, which: number) => passwordSessionToken(page, E2E_ADMIN_EMAILS[which]!, E2E_PASSWORD);

/** An account signed in on this page with its password, as another device of its owner's would be. */
export async function signedInAs(page: Page, email: string, password = USER_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as { token: string; refreshToken: string; user: { id: string; username: string } };
  await keepSignedIn(page, session);
  return { email, token: session.token, username: session.user.username, id: session.user.id };
}

/**
 * Resolves once one of this page's next websockets is greeted ('connected'); start it before the
 * navigation. Any of them: after a drop, reconnect attempts may fail before one is greeted.
 */
export function realtimeGreeting(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) =>
      socket.on('framereceived', (frame) => {
        if (!String(frame.payload).includes('"connected"')) return;
        page.off('websocket', onSocket);
        resolve();
      });
    page.on('websocket', onSocket);
  });
}

/**
 * Answers "Confirm it's you" with the password. A session signed in through an e-mail link has not
 * proved presence, so the first sensitive action of the e2e users asks for it.
 */
export async function confirmItsYou(page: Page, password = USER_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** A real PNG picture, as a camera roll would give it. */
export async function pngPicture() {
  const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  return { name: 'me.png', mimeType: 'image/png', buffer };
}

/** Picks this file in the file chooser that 'Change picture' opens. */
export async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await chooser).setFiles(file);
}

/** Shows the inventory as rows: on the page, or in the phone's Filters sheet when that is the scope. */
export const showAsList = (scope: Page | Locator) =>
  scope
    .locator('label')
    .filter({ hasText: /^List$/ })
    .click();

/**
 * Shows each card on its own rather than stacked (docs/product-rules.md "Inventory"): for a journey
 * about cards one by one, whose random draws may hold two copies of one design.
 */
export const showEachCard = (scope: Page | Locator) =>
  scope
    .locator('label')
    .filter({ hasText: /^Stack duplicates$/ })
    .click();

/** How many cards a stacked grid or list stands for: each card, or stack, with its ×N counted N times. */
export const cardsShown = (list: Locator) =>
  list
    .getByRole('button')
    .evaluateAll((cards) =>
      cards.reduce((sum, card) => sum + Number(card.querySelector('[data-testid="card-copies"]')?.textContent?.slice(1) ?? 1), 0),
    );

/** A POST of the API as the account whose token this is, refused loudly. */
const postAs = (page: Page, token: string) => async (path: string, body: unknown) => {
  const res = await page.request.post(`/api${path}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
};

/** Links the wallet to the account as the app does once Phantom has signed: a nonce, the signed message, the link. */
async function linkWallet(page: Page, token: string, wallet: TestWallet) {
  const post = postAs(page, token);
  await post(WALLET_PATHS.link, await signedLinkBody(wallet, () => post(WALLET_PATHS.nonce, {})));
}

/**
 * A signed-in user whose linked wallet has collected `count` cards through the API, 8 at a time; `collect`
 * collects one more the same way (as another device of theirs would).
 */
export async function userWithCards(page: Page, count: number) {
  const { session, ...account } = await accountWithCards(page, count);
  await keepSignedIn(page, session);
  return account;
}

/** A verified account whose linked wallet has collected `count` cards through the API; no page is signed in. */
async function accountWithCards(page: Page, count: number) {
  const email = uniqueEmail();
  const { session } = await verifiedAccount(page, '', email);
  const token = session.token!;
  const wallet = createTestWallet();
  await linkWallet(page, token, wallet);
  const post = postAs(page, token);
  const collect = () => post(CARD_PATHS.collect, { publicKey: wallet.publicKey, requestId: randomUUID() });
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: Math.min(8, count - i) }, collect));
  return { session, collect, token, email };
}

/**
 * A card's 3D view in `scope`, once its model has loaded and drawn. WebGL is drawn in software here,
 * beside the other worker's journeys: about 5 s after its model arrives on a quiet host, tens of
 * seconds on a busy one, so the wait is long (a journey that waits for it is marked slow); how fast
 * it is belongs to the `models` benchmark.
 */
export async function modelShown(scope: Page | Locator) {
  const viewer = scope.locator('model-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'shown', { timeout: 60_000 });
  return viewer;
}

/**
 * A card drawn on a project's page as a collector draws one: its reveal opens, the card's name is read,
 * and the dialog is closed (Escape) so the page is there again; answers the name.
 */
export async function drawnOnProjectPage(page: Page, collection = 'First Light') {
  await page.getByRole('button', { name: `Draw a card of ${collection}` }).click();
  const reveal = page.getByRole('dialog', { name: `Your draw from ${collection}` });
  const name = reveal.getByTestId('card-name');
  await expect(name).toHaveText(/\S/);
  const drawn = (await name.textContent())!;
  await page.keyboard.press('Escape');
  await expect(reveal).toBeHidden();
  return drawn;
}

/** Puts the fake Phantom in every page of this one, holding a key made here and trusting the site; the wallet of that key. */
async function phantomHoldingNewKey(page: Page): Promise<TestWallet> {
  const pair = generateKeyPairSync('ed25519');
  const holding = { privateJwk: pair.privateKey.export({ format: 'jwk' }), publicJwk: pair.publicKey.export({ format: 'jwk' }) };
  await page.addInitScript(installFakePhantom, { holding });
  return testWalletOf(pair);
}

/**
 * A signed-in user whose wallet was linked through the API from the fake Phantom in this page: the app
 * reconnects it by itself about a second after a page opens, as it does for a returning user.
 */
export async function userWithPhantomLinked(page: Page) {
  const wallet = await phantomHoldingNewKey(page);
  const user = await signedInUser(page);
  await linkWallet(page, user.token, wallet);
  return { ...user, address: wallet.publicKey };
}

/** Opens the card of that name from the inventory's grid, as a collector clicks it; answers its details panel. */
export async function openInventoryCard(page: Page, name: string) {
  await page
    .getByTestId('inventory-grid')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  return page.getByRole('complementary', { name: 'Card details' });
}

/**
 * One of the suite's settled accounts (E2E_SETTLED_EMAILS[which], past the trade hold) signed in on
 * this page, with the fake Phantom linked through the API; `collect` draws a card of the house to its
 * wallet as the landing's button does, and answers it.
 */
export async function settledWithPhantomLinked(page: Page, which: number) {
  const wallet = await phantomHoldingNewKey(page);
  const account = await signedInAs(page, E2E_SETTLED_EMAILS[which]!, E2E_PASSWORD);
  await linkWallet(page, account.token, wallet);
  const post = postAs(page, account.token);
  const collect = async () => (await post(CARD_PATHS.collect, { publicKey: wallet.publicKey, requestId: randomUUID() })) as TCard;
  return { ...account, collect };
}

/**
 * A new user on the landing page who has just linked the fake Phantom with the main button, which now
 * collects: for the journeys whose subject is the landing's own button.
 */
export async function walletLinkedOnLanding(page: Page) {
  await page.addInitScript(installFakePhantom, {});
  const user = await signedInUser(page);
  await page.goto('/');
  const claim = page.getByTestId('claim-button');
  await claim.click();
  await expect(page.getByText('Your wallet has been successfully linked')).toBeVisible();
  await expect(claim).toHaveText('Collect Reward Card');
  return { ...user, claim };
}

/** The address of the account the page's fake Phantom is on. */
export const phantomAddress = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { phantom: { solana: { publicKey: { toBase58(): string } } } }).phantom.solana.publicKey.toBase58(),
  );

/** At the fake provider's consent page: who signs in, then Authorize. */
export async function approveAs(page: Page, who: { id: string; username: string; displayName?: string; email?: string }) {
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  await page.getByLabel('Id').fill(who.id);
  await page.getByLabel('Username').fill(who.username);
  if (who.displayName !== undefined) await page.getByLabel('Display name').fill(who.displayName);
  if (who.email !== undefined) await page.getByLabel('Email').fill(who.email);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

/** An account id at a fake provider no other test uses. */
export const providerId = () => String(BigInt(`0x${randomBytes(6).toString('hex')}`));
