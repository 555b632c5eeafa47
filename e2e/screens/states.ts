import { randomBytes } from 'node:crypto';
import { AUTH_PATHS, TOKEN_STORAGE_KEY, TWO_FACTOR_PATHS } from '@arcana/shared';
import { totpFor } from '../../apps/server/src/modules/two-factor/totp';
import { call } from '../creators';
import { expect, type Page } from '../fixtures';
import { approveAs, linkFromMail, providerId, uniqueEmail, uniqueUsername, USER_PASSWORD, verifiedAccount } from '../support';

/** Page states made through the API, as another device of the account's owner would make them. */

/** A verified account signed in with its password over the API (presence proved, as at a desk), on no page yet. */
export async function accountAtItsDesk(page: Page) {
  const { email, username } = await verifiedAccount(page);
  const res = await page.request.post(`/api${AUTH_PATHS.login}`, { data: { email, password: USER_PASSWORD } });
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { token: string; refreshToken: string };
  return { email, username, session, token: session.token };
}

/** An account with two-factor on, turned on through its API; `secret` makes its codes. */
export async function accountWithTwoFactor(page: Page) {
  const account = await accountAtItsDesk(page);
  const { secret } = (await call(page, account.token, 'POST', `/api${TWO_FACTOR_PATHS.setup}`)) as { secret: string };
  await call(page, account.token, 'POST', `/api${TWO_FACTOR_PATHS.verify}`, { token: totpFor(secret).generate() });
  return { ...account, secret };
}

/** A sign-up's first step over the API: the token the username step (/complete-signup) reads from the tab's storage. */
export async function signupBegun(page: Page) {
  const email = uniqueEmail();
  const res = await page.request.post(`/api${AUTH_PATHS.signup}`, { data: { email, password: USER_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { tempToken } = (await res.json()) as { tempToken: string };
  return { email, tempToken };
}

/** A new account, its sign-up finished over the API, whose verification link has not been opened. */
export async function unverifiedAccount(page: Page) {
  const { email, tempToken } = await signupBegun(page);
  const res = await page.request.post(`/api${AUTH_PATHS.completeSignup}`, { data: { tempToken, username: uniqueUsername() } });
  expect(res.ok()).toBe(true);
  return { email, verifyLink: await linkFromMail(email, '/verify-email') };
}

/**
 * The page's own timers of 2 s or more never fire from now on: what moves on by itself (a link page's
 * redirect, a toast, the collected popup) stays on screen while it is measured at each width.
 */
export async function holdLongTimers(page: Page) {
  await page.addInitScript(() => {
    const setTimeoutOfThePage = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      Number(delay) >= 2_000 ? 0 : setTimeoutOfThePage(handler, delay, ...args)) as typeof window.setTimeout;
  });
}

/**
 * A new account made with Discord as a person makes it: the fake provider's consent, then the username
 * step; signed in on this page, on its inventory.
 */
export async function accountMadeWithDiscord(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const email = uniqueEmail();
  await approveAs(page, { id: providerId(), username: `nelly${randomBytes(2).toString('hex')}`, email });
  await expect(page).toHaveURL(/\/complete-signup$/);
  await page.getByLabel('Username').fill(uniqueUsername());
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  return { email, token: (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY))! };
}
