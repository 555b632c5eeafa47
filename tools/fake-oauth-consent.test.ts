import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsentPage } from './fake-consent-page.test-support';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { configure, finishCodeFlow, normaliseTokenAnswers } from './fake-oauth.test-support';

/** The page a person (or Playwright) sees when the fake is not set to approve on its own. */
describe('fake OAuth consent page', () => {
  let fake: FakeOAuth;
  beforeAll(async () => void (fake = await startFakeOAuth()));
  afterAll(() => fake.close());

  async function openTwitchConsent() {
    const twitch = fake.providers.twitch;
    const config = configure(twitch, client.ClientSecretPost(twitch.clientSecret));
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: twitch.redirectUris[0] ?? '',
      scope: 'user:read:email',
      state: 'st4te',
    });
    return { config, twitch, ...(await openConsentPage(url)) };
  }

  it('prefills the next user, and signs in whoever is typed when Authorize is pressed', async () => {
    fake.nextUser('twitch', { id: '5550001', username: 'queued', email: 'queued@example.com' });
    const { config, twitch, prefilled, press } = await openTwitchConsent();
    expect(prefilled).toEqual({ id: '5550001', username: 'queued', displayName: 'TwitchDev', email: 'queued@example.com' });

    const { location: callback } = await press('authorize', {
      id: '5550002',
      username: 'Typed',
      displayName: 'TyPed',
      email: 'typed@example.com',
    });
    expect(callback?.searchParams.get('state')).toBe('st4te');
    normaliseTokenAnswers(config, twitch.tokenEndpoint);
    const tokens = await finishCodeFlow({ config, callback: callback!, state: 'st4te', verifier: undefined });
    const helix = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(twitch.profileEndpoint),
      'GET',
      undefined,
      new Headers({ 'client-id': twitch.clientId }),
    );
    expect(await helix.json()).toMatchObject({
      data: [{ id: '5550002', login: 'typed', display_name: 'TyPed', email: 'typed@example.com' }],
    });
  });

  it('sends the user back with access_denied and the state when Cancel is pressed, and the request cannot be reused', async () => {
    const { press } = await openTwitchConsent();
    const cancelled = await press('cancel');
    expect(Object.fromEntries(cancelled.location?.searchParams ?? [])).toMatchObject({ error: 'access_denied', state: 'st4te' });
    expect((await press('authorize')).status).toBe(400);
  });

  it('needs no script and loads nothing from elsewhere', async () => {
    const { html } = await openTwitchConsent();
    expect(html).toContain('<form method="post"');
    expect(html).not.toMatch(/<script|<link|src=/);
  });
});
