import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { finishCodeFlow, normaliseTokenAnswers, refusal, startCodeFlow } from './fake-oauth.test-support';

describe('fake OAuth 2.0 providers, each in its own dialect', () => {
  let fake: FakeOAuth;
  beforeAll(async () => {
    fake = await startFakeOAuth();
    fake.autoApprove(true);
  });
  afterAll(() => fake.close());

  it('Discord: PKCE S256 and HTTP Basic, then /api/users/@me in Discord’s shape', async () => {
    const discord = fake.providers.discord;
    fake.nextUser('discord', { id: '175928847299117063', username: 'mira', displayName: 'Mira', email: 'mira@example.com' });
    const flow = await startCodeFlow(discord, { scope: 'identify email' }, { auth: 'basic', pkce: true });
    const tokens = await finishCodeFlow(flow);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 604_800, scope: 'identify email', refresh_token: expect.any(String) });
    const response = await client.fetchProtectedResource(flow.config, tokens.access_token, new URL(discord.profileEndpoint), 'GET');
    expect(await response.json()).toMatchObject({
      id: '175928847299117063',
      username: 'mira',
      discriminator: '0',
      global_name: 'Mira',
      avatar: discord.defaultUser.avatar,
      email: 'mira@example.com',
      verified: true,
    });
  });

  it('Discord: leaves the e-mail out of the profile without the email scope, and refuses a request without PKCE', async () => {
    const discord = fake.providers.discord;
    const flow = await startCodeFlow(discord, { scope: 'identify' }, { auth: 'post', pkce: true });
    const tokens = await finishCodeFlow(flow);
    const profile = (await (
      await client.fetchProtectedResource(flow.config, tokens.access_token, new URL(discord.profileEndpoint), 'GET')
    ).json()) as object;
    expect(profile).not.toHaveProperty('email');
    const withoutPkce = await startCodeFlow(discord, { scope: 'identify' }, { auth: 'basic', pkce: false });
    expect(withoutPkce.callback.searchParams.get('error')).toBe('invalid_request');
    expect(withoutPkce.callback.searchParams.get('state')).toBe(withoutPkce.state);
  });

  it('Twitch: client_secret_post without PKCE, scopes answered as an array, Helix wanting Client-Id beside the token', async () => {
    const twitch = fake.providers.twitch;
    const flow = await startCodeFlow(twitch, { scope: 'user:read:email' }, { auth: 'post', pkce: false });
    const asSent = normaliseTokenAnswers(flow.config, twitch.tokenEndpoint);
    const tokens = await finishCodeFlow(flow);
    expect(asSent[0]).toMatchObject({ scope: ['user:read:email'], token_type: 'bearer', refresh_token: expect.any(String) });
    const helix = new URL(twitch.profileEndpoint);
    const answer = await client.fetchProtectedResource(
      flow.config,
      tokens.access_token,
      helix,
      'GET',
      undefined,
      new Headers({ 'client-id': twitch.clientId }),
    );
    expect(await answer.json()).toEqual({
      data: [expect.objectContaining({ id: '141981764', login: 'twitchdev', display_name: 'TwitchDev', email: 'twitchdev@example.com' })],
    });
    const withoutClientId = await client.fetchProtectedResource(flow.config, tokens.access_token, helix, 'GET');
    expect(withoutClientId.status).toBe(401);
    expect(await withoutClientId.json()).toEqual({ error: 'Unauthorized', status: 401, message: 'Client ID and OAuth token do not match' });
  });

  it('Twitch: refuses HTTP Basic client authentication, in its own error shape', async () => {
    const twitch = fake.providers.twitch;
    const flow = await startCodeFlow(twitch, { scope: 'user:read:email' }, { auth: 'basic', pkce: false });
    expect(await refusal(finishCodeFlow(flow))).toEqual({ status: 403, body: { status: 403, message: 'invalid client secret' } });
  });

  it('X: a confidential client with HTTP Basic and PKCE; offline.access gives a refresh token that is rotated on use', async () => {
    const x = fake.providers.x;
    const flow = await startCodeFlow(x, { scope: 'users.read tweet.read offline.access' }, { auth: 'basic', pkce: true });
    const tokens = await finishCodeFlow(flow);
    const me = await client.fetchProtectedResource(flow.config, tokens.access_token, new URL(x.profileEndpoint), 'GET');
    expect(await me.json()).toEqual({ data: { id: '2244994945', name: 'Developers', username: 'XDevelopers' } });
    const refreshed = await client.refreshTokenGrant(flow.config, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await refusal(client.refreshTokenGrant(flow.config, tokens.refresh_token ?? ''))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('X: refuses the client secret in the form body, which X keeps for public clients', async () => {
    const x = fake.providers.x;
    const flow = await startCodeFlow(x, { scope: 'users.read tweet.read' }, { auth: 'post', pkce: true });
    expect(await refusal(finishCodeFlow(flow))).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('Instagram: comma-separated scopes, a redirect ending in #_, a bare token answer, and the Graph API’s /me', async () => {
    const instagram = fake.providers.instagram;
    const flow = await startCodeFlow(instagram, { scope: 'user_profile,user_media' }, { auth: 'post', pkce: false });
    expect(flow.callback.hash).toBe('#_');
    const asSent = normaliseTokenAnswers(flow.config, instagram.tokenEndpoint);
    const tokens = await finishCodeFlow(flow);
    expect(asSent[0]).toEqual({ access_token: tokens.access_token, user_id: 17841405793187218 });
    const me = await fetch(`${instagram.profileEndpoint}?fields=id,username&access_token=${tokens.access_token}`);
    expect(await me.json()).toEqual({ id: '17841405793187218', username: 'jayposiris' });
    const badToken = await fetch(`${instagram.profileEndpoint}?fields=id&access_token=nope`);
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });
});
