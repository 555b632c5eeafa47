import type { Page } from '@playwright/test';
import { OAUTH_PATHS, providerPath } from '@arcana/shared';
import { ZOAuthStart } from '@arcana/shared/schemas';
import { expect } from './fixtures';
import { E2E_PORTS } from './ports';

/** The fake Twitch of the demo the suite runs against: its page and its JSON controls. */
export const twitchControl = `http://127.0.0.1:${E2E_PORTS.fakeTwitch}/_control`;

/** A Twitch account: its id and login. */
export interface TwitchUser {
  id: string;
  username: string;
}

/**
 * Twitch's consent to what the app's `startPath` begins (linking the account's Twitch, or connecting a
 * project's channel), given as `twitchUser` on the fake Twitch's form and brought back to the app's
 * callback, all through the API as the popup does it (the popup itself is social.spec.ts's and
 * earning.spec.ts's); `token` is a session that has proved presence where the start asks it.
 */
export async function twitchConsented(page: Page, token: string, startPath: string, twitchUser: TwitchUser) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post(`/api${startPath}`, { headers });
  const consentPage = await (await page.request.get(ZOAuthStart.parse(await started.json()).authUrl)).text();
  const field = (pattern: RegExp) => pattern.exec(consentPage)![1]!;
  const consented = await page.request.post(field(/<form method="post" action="([^"]+)"/), {
    form: { request: field(/name="request" value="([^"]+)"/), decision: 'authorize', ...twitchUser },
    maxRedirects: 0,
  });
  const back = new URL(consented.headers().location!).searchParams;
  const answered = await page.request.post(`/api${providerPath(OAUTH_PATHS.callback, 'twitch')}`, {
    headers,
    data: { code: back.get('code'), state: back.get('state') },
  });
  expect(answered.ok()).toBe(true);
}

/** The id of the channel's EventSub subscription of `type`, once the app has made it at the fake Twitch. */
export async function subscriptionOf(page: Page, type: string, broadcasterId: string) {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`${twitchControl}/subscriptions`)).json()) as {
        data: Array<{ id: string; type: string; status: string; condition: Record<string, string> }>;
      };
      // Enabled, not only made: until Arcana answers its verification, Twitch sends it nothing (409).
      id = data.find((s) => s.type === type && s.condition.broadcaster_user_id === broadcasterId && s.status === 'enabled')?.id;
      return id;
    })
    .toBeDefined();
  return id!;
}
