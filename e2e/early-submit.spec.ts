import { EMAIL_MESSAGES, prerenderedScriptsIn } from '@arcana/shared';
import { expect, test, type Page } from './fixtures';
import { E2E_PASSWORD as PASSWORD } from './ports';
import { uniqueEmail, verifiedAccount } from './support';

/**
 * A visitor (or their password manager) who fills the prerendered /login or /signup and presses
 * Enter before the page's scripts have run loses nothing: the page does not reload, and once the
 * app has taken the page over it submits what the fields hold, once.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Opens a prerendered page with the app's scripts (those its HTML names) held back, so the test acts
 * on the page while it is only HTML. The first-screen script, which keeps what is done there, comes
 * as always: it is the first script in the page's head, fetched at high priority. `takeOver` lets the
 * app's scripts through, and resolves once the app has the page.
 */
async function openAsHtml(page: Page, path: '/login' | '/signup') {
  const { entry, chunks } = prerenderedScriptsIn(await (await page.request.get(path)).text())!;
  const appScripts = new Set([entry, ...chunks]);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => appScripts.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // The suite's goto waits for the app to have started: here, until the release.
  const started = page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForFunction(() => 'arcanaEarlyForms' in window);
  return {
    takeOver: async () => {
      release();
      await started;
    },
  };
}

/** How many times the page asked for this address, counted from now: the page itself, or an API call. */
function requestsTo(page: Page, pathname: string) {
  let count = 0;
  page.on('request', (request) => new URL(request.url()).pathname === pathname && count++);
  return () => count;
}

/** The page is as the visitor left it: not reloaded, not yet the app's, nothing sent. */
async function expectStillTheHtml(page: Page, path: string, documents: () => number, calls: () => number) {
  expect(documents()).toBe(1);
  expect(page.url()).toMatch(new RegExp(`${path}$`));
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  expect(calls()).toBe(0);
}

const form = (page: Page) => page.getByRole('main').locator('form');

test('a login filled and submitted before the app has started is not lost: no reload, and it signs in once the app has the page, once', async ({
  page,
}) => {
  const { email } = await verifiedAccount(page);
  const documents = requestsTo(page, '/login');
  const logins = requestsTo(page, '/api/auth/login');
  const { takeOver } = await openAsHtml(page, '/login');

  // As a password manager fills a field (the value set, an input event), then as a person types.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).pressSequentially(PASSWORD);
  for (let press = 0; press < 3; press++) await page.getByLabel(/^Password/).press('Enter');
  await form(page).getByRole('button', { name: 'Log In' }).click();

  await expectStillTheHtml(page, '/login', documents, logins);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);

  await takeOver();
  await expect(page).toHaveURL(/\/inventory$/);
  expect(logins()).toBe(1);
  expect(documents()).toBe(1);
});

test('a signup filled, its terms accepted and Enter pressed before the app has started goes on to its next step once the app has the page, once', async ({
  page,
}) => {
  const documents = requestsTo(page, '/signup');
  const signups = requestsTo(page, '/api/auth/signup');
  const { takeOver } = await openAsHtml(page, '/signup');

  const email = uniqueEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').pressSequentially(PASSWORD);
  await page.getByRole('checkbox').check();
  // The HTML's Continue stays disabled until the app sees the terms accepted: Enter is what a person has.
  for (let press = 0; press < 3; press++) await page.getByLabel('Confirm password').press('Enter');

  await expectStillTheHtml(page, '/signup', documents, signups);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('checkbox')).toBeChecked();

  await takeOver();
  await expect(page).toHaveURL(/\/complete-signup$/);
  expect(signups()).toBe(1);
  expect(documents()).toBe(1);
});

test('a login submitted before the app has started with an address that is not one shows why once the app has the page, and keeps the fields', async ({
  page,
}) => {
  const logins = requestsTo(page, '/api/auth/login');
  const { takeOver } = await openAsHtml(page, '/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Email').press('Enter');

  await takeOver();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_MESSAGES.invalid);
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);
  expect(logins()).toBe(0);
});

test('what is typed into the signup page before the app has started stays once the app has the page, and is what it sends', async ({
  page,
}) => {
  const signups = requestsTo(page, '/api/auth/signup');
  const { takeOver } = await openAsHtml(page, '/signup');
  const email = uniqueEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).pressSequentially(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);

  await takeOver();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);
  await expect(page.getByLabel('Confirm password')).toHaveValue(PASSWORD);
  // The app's own state has them: accepting the terms (a render of the whole form) keeps them on screen.
  await page.getByRole('checkbox').check();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await form(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  expect(signups()).toBe(1);
});

test('with a stored session the server refuses, a login submitted before the app has started waits through the session check, then signs in once', async ({
  page,
}) => {
  const { email } = await verifiedAccount(page);
  // A session that ended elsewhere: the page is rendered afresh over the HTML, which a visitor's it was.
  await page.addInitScript(() => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', 'ended');
    localStorage.setItem('refreshToken', 'ended');
    localStorage.setItem('isAuthenticated', 'true');
  });
  const logins = requestsTo(page, '/api/auth/login');
  const { takeOver } = await openAsHtml(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');

  await takeOver();
  await expect(page).toHaveURL(/\/inventory$/);
  expect(logins()).toBe(1);
});
