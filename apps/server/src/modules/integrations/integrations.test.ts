// @databases pglite postgres: smoke — the module on the embedded database
import { describe, expect, it } from 'vitest';
import { postCallback, signInWith, steamAssertion, useAppWithProviders } from '../../../test/oauth.js';
import { buildUser, get, post } from '../../../test/factories.js';

const { t, fakes } = useAppWithProviders();
let serial = 0;
const steamId = () => `7656119${String(7_000_000_000 + (Date.now() % 1_000_000_000) + ++serial).slice(-10)}`;

async function linkSteam(token: string, steamid: string) {
  fakes().steam.nextUser({ steamid });
  const { started, body } = await steamAssertion(t, token);
  const linked = await postCallback(t, 'steam', body, { cookie: started.cookie, token });
  expect(linked.body).toMatchObject({ linked: true, provider: 'steam' });
}

/** The check after a link runs once the answer has gone: wait for it. */
async function steamIntegration(token: string) {
  let steam: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      const list = await get(t, '/api/integrations', token);
      steam = (list.body.integrations as Array<Record<string, unknown>>).find((i) => i.provider === 'steam');
      return steam?.lastChecked;
    })
    .toBeTruthy();
  return steam;
}

describe('integrations', () => {
  it('lists every provider, and a linked Steam with visible game details as linked', async () => {
    const user = await buildUser(t);
    const before = await get(t, '/api/integrations', user.token);
    expect(before.body.integrations).toEqual(
      expect.arrayContaining([{ provider: 'steam', connected: false, gameDetailsAccess: false, lastChecked: null }]),
    );
    await linkSteam(user.token, steamId());
    expect(await steamIntegration(user.token)).toMatchObject({ connected: true, gameDetailsAccess: true });
  });

  it('keeps a private Steam profile pending, warns once, and Verify turns it linked when it opens up', async () => {
    const user = await buildUser(t);
    const steamid = steamId();
    fakes().steam.privateProfile(steamid, true);
    await linkSteam(user.token, steamid);
    expect(await steamIntegration(user.token)).toMatchObject({ connected: true, gameDetailsAccess: false });
    // The check's row is written before its warning (both after the link's answer): wait for the warning too.
    await expect
      .poll(async () => (await get(t, '/api/notifications', user.token)).body.notifications)
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'steam_privacy_warning', redirectUrl: '/settings?tab=integrations' })]),
      );

    expect(await get(t, '/api/integrations/steam/user/check-privacy', user.token)).toMatchObject({
      status: 200,
      body: { hasAccess: false },
    });
    fakes().steam.privateProfile(steamid, false);
    expect(await get(t, '/api/integrations/steam/user/check-privacy', user.token)).toMatchObject({
      status: 200,
      body: { hasAccess: true },
    });
    expect(await steamIntegration(user.token)).toMatchObject({ gameDetailsAccess: true });
    const after = await get(t, '/api/notifications', user.token);
    const warnings = (after.body.notifications as Array<{ type: string }>).filter((n) => n.type === 'steam_privacy_warning');
    expect(warnings).toHaveLength(1);
  });

  it('answers 404 for a privacy check without Steam linked', async () => {
    const user = await buildUser(t);
    expect(await get(t, '/api/integrations/steam/user/check-privacy', user.token)).toMatchObject({
      status: 404,
      body: { code: 'PROVIDER_NOT_LINKED' },
    });
  });

  it('connects and disconnects through the integrations paths too', async () => {
    const user = await buildUser(t);
    const connect = await post(t, '/api/integrations/connect/instagram', undefined, user.token);
    expect(connect).toMatchObject({ status: 200, body: { authUrl: expect.stringContaining('/oauth/authorize') } });
    await signInWith(t, fakes(), 'instagram', { token: user.token, user: { id: String(Date.now()) } });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/integrations/disconnect/instagram',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    const list = await get(t, '/api/integrations', user.token);
    expect(list.body.integrations).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'instagram', connected: false })]));
  });
});
