import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { PROVIDER_ENV } from '../apps/server/src/provider-env';

describe('fake providers together', () => {
  let providers: FakeProviders;
  beforeAll(async () => void (providers = await startFakeProviders({ appOrigins: ['http://localhost:3000', 'http://localhost:5173'] })));
  afterAll(() => providers.close());

  it('values every provider setting, and nothing else, for the fakes', () => {
    expect(Object.keys(providers.env).sort()).toEqual(Object.keys(PROVIDER_ENV).sort());
    const { oauth, steam, twitch } = providers;
    expect(providers.env).toMatchObject({
      DISCORD_CLIENT_ID: oauth.providers.discord.clientId,
      DISCORD_CLIENT_SECRET: oauth.providers.discord.clientSecret,
      DISCORD_BASE_URL: `${oauth.url}/discord`,
      GOOGLE_ISSUER_URL: oauth.providers.google.issuer,
      TWITCH_AUTH_BASE_URL: `${oauth.url}/twitch`,
      TWITCH_API_BASE_URL: twitch.url,
      TWITCH_EVENTSUB_CALLBACK_URL: '',
      X_CLIENT_ID: oauth.providers.x.clientId,
      INSTAGRAM_API_BASE_URL: `${oauth.url}/instagram`,
      STEAM_API_KEY: steam.apiKey,
      STEAM_OPENID_URL: `${steam.url}/openid/login`,
      STEAM_API_BASE_URL: steam.url,
    });
  });

  it('keeps each real path below the base URL that stands for its real host', async () => {
    const { env } = providers;
    const discovery = await fetch(`${env.GOOGLE_ISSUER_URL}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect((await fetch(`${env.DISCORD_BASE_URL}/api/users/@me`)).status).toBe(401);
    expect((await fetch(`${env.TWITCH_API_BASE_URL}/helix/users`)).status).toBe(401);
    expect((await fetch(`${env.X_API_BASE_URL}/2/users/me`)).status).toBe(401);
    expect((await fetch(`${env.INSTAGRAM_API_BASE_URL}/me`)).status).toBe(400);
    expect((await fetch(`${env.X_AUTH_BASE_URL}/i/oauth2/authorize`)).status).toBe(400);
    expect((await fetch(`${env.TWITCH_AUTH_BASE_URL}/oauth2/token`, { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${env.STEAM_API_BASE_URL}/ISteamUser/GetPlayerSummaries/v0002/?key=${env.STEAM_API_KEY}&steamids=1`)).status).toBe(
      200,
    );
  });

  it('registers the sign-in and integration callbacks of every app origin with each client', () => {
    expect(providers.oauth.providers.x.redirectUris).toEqual([
      'http://localhost:3000/auth/x/callback',
      'http://localhost:3000/integrations/x/callback',
      'http://localhost:5173/auth/x/callback',
      'http://localhost:5173/integrations/x/callback',
    ]);
  });
});
