import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { finishCodeFlow, refusal, startCodeFlow } from './fake-oauth.test-support';

describe('fake OAuth refusals, as the real providers refuse', () => {
  let fake: FakeOAuth;
  let clock = Date.now();
  beforeAll(async () => {
    fake = await startFakeOAuth({ now: () => clock });
    fake.autoApprove(true);
  });
  beforeEach(() => void (clock = Date.now()));
  afterAll(() => fake.close());

  const discordFlow = (secret?: string) =>
    startCodeFlow(fake.providers.discord, { scope: 'identify email' }, { auth: 'basic', pkce: true, secret });

  it('shows an error page, and does not redirect, for a redirect_uri that is not registered', async () => {
    const discord = fake.providers.discord;
    const url = new URL(discord.authorizationEndpoint);
    url.search = new URLSearchParams({
      client_id: discord.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/discord/callback/',
      scope: 'identify',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses a code redeemed with another redirect_uri than it was issued for', async () => {
    const flow = await discordFlow();
    const elsewhere = new URL(`http://localhost:3000/auth/google/callback${flow.callback.search}`);
    expect(await refusal(finishCodeFlow({ ...flow, callback: elsewhere }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('spends a code on its first use: the second exchange is invalid_grant', async () => {
    const flow = await discordFlow();
    await finishCodeFlow(flow);
    expect(await refusal(finishCodeFlow(flow))).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code after its ten minutes', async () => {
    const flow = await discordFlow();
    clock += 601_000;
    expect(await refusal(finishCodeFlow(flow))).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a PKCE verifier that does not hash to the challenge', async () => {
    const flow = await discordFlow();
    const wrong = { ...flow, verifier: client.randomPKCECodeVerifier() };
    expect(await refusal(finishCodeFlow(wrong))).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const flow = await discordFlow('not-the-secret');
    expect(await refusal(finishCodeFlow(flow))).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client authentication failed.' },
    });
  });

  it('answers an unknown or expired bearer at the profile endpoint with the provider’s 401', async () => {
    const flow = await discordFlow();
    const tokens = await finishCodeFlow(flow);
    const me = (token: string) => fetch(fake.providers.discord.profileEndpoint, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(tokens.access_token)).status).toBe(200);
    const unknown = await me('made-up');
    expect([unknown.status, await unknown.json()]).toEqual([401, { message: '401: Unauthorized', code: 0 }]);
    clock += 604_800_000;
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it('keeps a log of the requests it answered, for assertions', async () => {
    await finishCodeFlow(await discordFlow());
    expect(fake.requests.slice(-2)).toEqual([
      { method: 'GET', path: '/discord/oauth2/authorize' },
      { method: 'POST', path: '/discord/api/oauth2/token' },
    ]);
  });
});
