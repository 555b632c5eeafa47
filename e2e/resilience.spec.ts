import { expect, test } from './fixtures';

test('a page whose code does not arrive reloads once, then explains it under the header; Retry loads it once the code is back', async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (request) => request.resourceType() === 'document' && documents++);
  // The server is down for this one file, as after a deploy that renamed it.
  const pageCode = '**/assets/ForgotPasswordPage-*.js';
  await page.route(pageCode, (route) => route.abort());

  await page.goto('/forgot-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page did not load');
  expect(documents).toBe(2);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(pageCode);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(documents).toBe(3);
});
