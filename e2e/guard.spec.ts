import { expect, test } from './fixtures';

test('protected pages send a visitor to /login', async ({ page }) => {
  for (const path of ['/inventory', '/settings', '/forge', '/notifications', '/devs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('the built page is served under its Content-Security-Policy, and renders with no script of its own inline', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The entry script (named in the prerendered page's data block) comes as the Brotli copy written at build time, cached for good.
  const entry = /"entry":"([^"]+)"/.exec(await response!.text())?.[1];
  const script = await page.request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a stored token the server rejects logs out and goes to /login', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged.token.value');
    localStorage.setItem('isAuthenticated', 'true');
  });
  await page.goto('/inventory');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/reset-password without a token goes to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the login page shows the error from its query and validates its fields', async ({ page }) => {
  await page.goto('/login?error=Authentication%20failed');
  await expect(page.getByRole('alert')).toContainText('Authentication failed');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('the signup terms dialog has fourteen sections, contact details and Close', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Terms of Service and Privacy Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('section')).toHaveCount(15);
  await expect(dialog.getByText('support@arcana.example')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
