import { randomBytes } from 'node:crypto';
import { INTEGRATION_PATHS, providerPath } from '@arcana/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { creatorAtForge } from './creators';
import { approveAs, drawnOnProjectPage, passwordSessionToken, providerId, signedInUser } from './support';
import { subscriptionOf, twitchConsented, twitchControl } from './twitch';

interface Redemption {
  id: string;
  status: string;
  user_id: string;
}

/** A viewer with a Twitch account linked and no wallet, in a browser with no wallet extension. */
async function viewerWithTwitch(page: Page) {
  const viewer = await signedInUser(page);
  const twitchUser = { id: providerId(), username: `fan${randomBytes(2).toString('hex')}` };
  await twitchConsented(
    page,
    await passwordSessionToken(page, viewer.email),
    providerPath(INTEGRATION_PATHS.connect, 'twitch'),
    twitchUser,
  );
  return { ...viewer, twitchUser };
}

test('a creator connects Twitch and turns rules on; a follow and a redemption earn a viewer draws, live', async ({ page, browser }) => {
  // Two people and Twitch in one journey.
  test.slow();
  const viewerPage = await (await browser.newContext()).newPage();
  const viewer = await viewerWithTwitch(viewerPage);

  const project = await creatorAtForge(page);
  await page.getByRole('link', { name: 'Earning rules of First Light' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earning rules');

  // The channel, connected as its broadcaster through Twitch's consent in a popup.
  const broadcaster = { id: providerId(), username: `nova${randomBytes(2).toString('hex')}` };
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Twitch channel' }).click();
  const popup = await popupOpened;
  await approveAs(popup, broadcaster);
  await popup.waitForEvent('close');
  const channel = page.getByRole('region', { name: 'Twitch channel' });
  await expect(channel).toContainText(`twitch.tv/${broadcaster.username}`);

  // A follow rule (the form is open while there is none), then a channel points reward.
  const form = page.getByRole('form', { name: 'New rule' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await form.getByLabel('Source').selectOption({ label: 'Twitch channel points reward' });
  await form.getByLabel('Reward title').fill('Card pack');
  await form.getByLabel('Cost in channel points').fill('100');
  await form.getByRole('button', { name: 'Add rule' }).click();
  // And a Steam rule, which a collector claims on the project's page.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await form.getByLabel('Source').selectOption({ label: 'Steam: owns an app' });
  await form.getByLabel('Steam app id').fill('440');
  await form.getByRole('button', { name: 'Add rule' }).click();
  // And a share rule, which a collector earns by their referral link.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await form.getByLabel('Source').selectOption({ label: 'Share' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  // Turned on from the keyboard, as each switch is reached.
  for (const rule of [/Enable Twitch follow/, /Enable Twitch channel points reward/, /Enable Steam: owns an app/, /Enable Share/]) {
    await page.getByRole('switch', { name: rule }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: rule })).toBeChecked();
  }

  // The viewer draws the collection's welcome draw, asked for no wallet; then none is left.
  await viewerPage.goto(`/projects/${project.slug}`);
  await expect(viewerPage.getByRole('main').getByRole('button', { name: /Wallet/ })).toHaveCount(0);
  expect(await drawnOnProjectPage(viewerPage)).toMatch(/Ember Fox|Star Wand/);
  await expect(viewerPage.getByTestId('collection-draws-left')).toContainText('No draws left in First Light');

  // The page says how to earn more; a Steam claim without Steam linked says where to link it.
  const ways = viewerPage.getByRole('list').filter({ hasText: 'Owns Steam app 440' });
  await expect(ways.getByRole('listitem')).toHaveText([/Follows the channel/, /Redeems “Card pack”/, /Owns Steam app 440/, /Shares/]);
  await viewerPage.getByRole('button', { name: 'Claim: Steam: owns an app: Owns Steam app 440' }).click();
  await expect(viewerPage.getByRole('alert').filter({ hasText: 'Link your Steam account in Settings to claim this' })).toBeVisible();
  await viewerPage.getByRole('button', { name: 'Get my referral link' }).click();
  await expect(viewerPage.getByLabel('Your referral link')).toHaveValue(new RegExp(`/projects/${project.slug}\\?ref=`));

  // The follow, fired from the fake Twitch's own page as a person would.
  // Twitch's page, not the app's: a context of its own, which waits for no app to start.
  const control = await (await browser.newContext()).newPage();
  await control.goto(twitchControl);
  const follow = control.getByRole('group', { name: 'channel.follow' });
  await follow.getByLabel('Subscription').selectOption(await subscriptionOf(page, 'channel.follow', broadcaster.id));
  await follow.getByLabel('Viewer id').fill(viewer.twitchUser.id);
  await follow.getByLabel('Viewer login').fill(viewer.twitchUser.username);
  await follow.getByRole('button', { name: 'Send channel.follow' }).click();
  await expect(control.getByRole('status')).toContainText('204');

  // The viewer hears of it at once, in the header, and draws it.
  const banner = viewerPage.getByRole('banner');
  await banner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(viewerPage.getByText(`You earned 1 draw in ${project.name}`).first()).toBeVisible();
  await viewerPage.keyboard.press('Escape');
  await expect(viewerPage.getByTestId('collection-draws-left')).toHaveText('1 draw left');
  await drawnOnProjectPage(viewerPage);
  await expect(viewerPage.getByTestId('collection-draws-left')).toContainText('No draws left in First Light');

  // A redemption of the reward Arcana made on the channel: granted, then marked fulfilled on Twitch.
  const redeemed = await page.request.post(`${twitchControl}/notifications`, {
    data: {
      type: 'channel.channel_points_custom_reward_redemption.add',
      broadcasterUserId: broadcaster.id,
      event: { user: { id: viewer.twitchUser.id, login: viewer.twitchUser.username, name: viewer.twitchUser.username } },
    },
  });
  const { event } = (await redeemed.json()) as { event: { id: string } };
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`${twitchControl}/redemptions`)).json()) as { data: Redemption[] };
      return data.find((r) => r.id === event.id)?.status;
    })
    .toBe('FULFILLED');
  await expect(viewerPage.getByTestId('collection-draws-left')).toHaveText('1 draw left');

  // The creator's feed heard both as they happened.
  const feed = page.getByRole('log', { name: 'Recent grants' });
  await expect(feed).toContainText('followed the channel');
  await expect(feed).toContainText('redeemed Card pack');
  await expect(page.getByRole('switch', { name: /Enable Twitch follow/ })).toBeChecked();
});
