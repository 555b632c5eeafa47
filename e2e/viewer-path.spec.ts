import { randomBytes } from 'node:crypto';
import { fillPath, TWITCH_PATHS } from '@arcana/shared';
import { expect, test } from './fixtures';
import { publishedProject } from './creators';
import { installAxe } from './axe';
import { expectScreenHolds, PHONE } from './screens/holds';
import { rulesOn } from './screens/projects';
import { approveAs, keepSignedIn, linkFromMail, providerId, uniqueEmail, uniqueUsername, USER_PASSWORD } from './support';
import { subscriptionOf, twitchConsented, twitchControl, type TwitchUser } from './twitch';

// A viewer follows a streamer's link from chat, on a phone, with no wallet extension.
test.use({ viewport: PHONE });

test('a viewer from a stream signs up with Twitch on the project page, comes back to it with the draws kept for them, and draws with no wallet', async ({
  page,
  browser,
}) => {
  test.slow();
  // The streamer's project: its channel connected, a follow earning a draw.
  const project = await publishedProject(page);
  const broadcaster: TwitchUser = { id: providerId(), username: `nova${randomBytes(2).toString('hex')}` };
  await twitchConsented(page, project.token, fillPath(TWITCH_PATHS.connect, { projectId: project.projectId }), broadcaster);
  await rulesOn(page, project, [{ source: 'twitch.follow', reward: 1 }]);

  // The viewer follows before they have an account: the follow is kept for their Twitch account.
  const viewer: TwitchUser = { id: providerId(), username: `fan${randomBytes(3).toString('hex')}` };
  const followed = await page.request.post(`${twitchControl}/notifications`, {
    data: {
      type: 'channel.follow',
      subscriptionId: await subscriptionOf(page, 'channel.follow', broadcaster.id),
      event: { user: { id: viewer.id, login: viewer.username, name: viewer.username } },
    },
  });
  expect(followed.ok()).toBe(true);

  // The streamer sees who the draws wait for, and copies a message for their chat that links the project.
  const creatorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await installAxe(creatorContext);
  const creatorPage = await creatorContext.newPage();
  await keepSignedIn(creatorPage, project.session);
  await creatorPage.goto(`/forge/collections/${project.collectionId}/rules`);
  const waiting = creatorPage.getByRole('region', { name: 'Waiting for viewers not on Arcana yet' });
  await expect(waiting).toContainText(`waiting: 1 draw for twitch user ${viewer.username}`);
  await expectScreenHolds(creatorPage, 'the creator’s rules with a viewer waiting');
  await waiting.getByRole('button', { name: `Copy chat message for ${viewer.username}` }).click();
  await expect(waiting.getByRole('button', { name: `Copied for ${viewer.username}` })).toHaveText('Copied');
  const message = await creatorPage.evaluate(() => navigator.clipboard.readText());
  expect(message).toMatch(new RegExp(`^@${viewer.username}, 1 draw is waiting for you: http://[^ ]+/projects/${project.slug}$`));

  // The viewer follows that link.
  await page.goto(new URL(message.split(': ')[1]!).pathname);
  await page.getByRole('link', { name: 'Log in to claim a free card' }).click();
  await page.getByRole('button', { name: 'Continue with Twitch' }).click();
  // Twitch's display name is the login as its owner writes it.
  const displayName = viewer.username.replace('fan', 'Fan');
  await approveAs(page, { ...viewer, displayName, email: uniqueEmail() });
  // Twitch's name for them is free: it is offered, and taken as it is.
  await expect(page.getByLabel('Username')).toHaveValue(displayName);
  await page.getByRole('button', { name: 'Complete Signup' }).click();

  // Back on the project, with the welcome draw and the follow's waiting.
  await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
  await expect(page.getByTestId('collection-draws-left')).toHaveText('2 draws left');
  await expect(page.getByRole('main').getByRole('button', { name: /Wallet/ })).toHaveCount(0);
  // Claimed: the streamer's list no longer waits for them.
  await expect(waiting).toBeHidden();

  // Both in a row: each card revealed in turn, the one button leading on (skipping is DrawReveal.test.tsx's).
  await page.getByRole('button', { name: 'Draw 2 in a row' }).click();
  const reveal = page.getByRole('dialog', { name: 'Your draws from First Light' });
  await expect(reveal.getByText('Card 1 of 2')).toBeVisible();
  await reveal.getByRole('button', { name: 'Mute the reveal' }).click();
  await expect(reveal.getByRole('button', { name: 'Unmute the reveal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reveal.getByRole('button', { name: 'Next card (1 more)' })).toBeVisible();
  await reveal.getByRole('button', { name: 'Share this card' }).click();
  await expect(reveal.getByLabel('Link to this card')).toHaveValue(/\/c\//);
  await reveal.getByRole('button', { name: 'Next card (1 more)' }).click();
  await expect(reveal.getByText('Card 2 of 2')).toBeVisible();
  await expect(reveal.getByRole('link', { name: 'Verify this draw' })).toBeVisible();
  await expect(reveal.getByText('No draws left in First Light: its ways to earn are below')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('collection-draws-left')).toContainText('No draws left in First Light');
  // The viewer's choice of sound is kept for the next reveal.
  expect(await page.evaluate(() => localStorage.getItem('arcana.revealSound'))).toContain('"muted":true');
});

test('an e-mail sign-up begun on a project page comes back to it from the verification link, which names it', async ({ page }) => {
  const project = await publishedProject(page);
  await page.goto(`/projects/${project.slug}`);
  await page.getByRole('link', { name: 'Log in to claim a free card' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = uniqueEmail();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(USER_PASSWORD);
  await page.getByLabel('Confirm password').fill(USER_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Username').fill(uniqueUsername());
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page).toHaveURL(/\/email-verification-required$/);

  // The link names the page too, for another device (VerifyEmailPage.test.tsx); here it is opened in another tab of the same browser.
  const link = await linkFromMail(email, '/verify-email');
  expect(new URL(link).searchParams.get('next')).toBe(`/projects/${project.slug}`);
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('status').filter({ hasText: `Taking you back to ${project.name}…` })).toBeVisible();
  await expect(mailTab).toHaveURL(new RegExp(`/projects/${project.slug}$`));
  await expect(mailTab.getByTestId('collection-draws-left')).toHaveText('1 draw left');
});
