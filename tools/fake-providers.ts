import { appCallbackUris, OAUTH_PROVIDER_NAMES, startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { startFakeSteam, type FakeSteam } from './fake-steam';
import { startFakeTwitch, type FakeTwitch, type FakeTwitchOptions } from './fake-twitch';
import { PROVIDER_ENV, type ProviderEnvName } from '../apps/server/src/provider-env';

/**
 * Every outside provider at once (the OAuth fake, Steam, and Twitch's API), with the settings that
 * point a server at them. Run it beside the app (`node --import tsx tools/fake-providers.ts`) and
 * start the server with the lines it prints; tests call startFakeProviders.
 */
export interface FakeProviders {
  oauth: FakeOAuth;
  steam: FakeSteam;
  /** Helix and EventSub; its tokens are the OAuth fake's Twitch's. */
  twitch: FakeTwitch;
  /** Every PROVIDER_ENV setting, valued for these fakes. */
  env: Record<ProviderEnvName, string>;
  close(): Promise<void>;
}

export interface FakeProvidersOptions {
  oauthPort?: number;
  steamPort?: number;
  twitchPort?: number;
  /** How the fake Twitch retries a callback that failed (tests make it quick). */
  twitchRetryDelaysMs?: FakeTwitchOptions['retryDelaysMs'];
  /** Origins the app runs on: each client registers their sign-in and integration callbacks. */
  appOrigins?: string[];
}

/** An OAuth provider's settings are its client pair, and its prefix for every URL: the fake serves all its hosts as one. */
function oauthSettings(oauth: FakeOAuth) {
  return OAUTH_PROVIDER_NAMES.flatMap((provider) => {
    const { clientId, clientSecret, baseUrl } = oauth.providers[provider];
    const prefix = `${provider.toUpperCase()}_`;
    const credentials: Record<string, string> = { CLIENT_ID: clientId, CLIENT_SECRET: clientSecret };
    return Object.keys(PROVIDER_ENV)
      .filter((name) => name.startsWith(prefix))
      .map((name) => [name, credentials[name.slice(prefix.length)] ?? baseUrl]);
  });
}

export function fakeProviderEnv(oauth: FakeOAuth, steam: FakeSteam, twitch: FakeTwitch): Record<ProviderEnvName, string> {
  const steamSettings = { STEAM_API_KEY: steam.apiKey, STEAM_OPENID_URL: steam.openIdUrl, STEAM_API_BASE_URL: steam.apiBaseUrl };
  // Twitch's callbacks come to the app's own address (PUBLIC_URL) unless a test says otherwise.
  const twitchSettings = { TWITCH_API_BASE_URL: twitch.url, TWITCH_EVENTSUB_CALLBACK_URL: '' };
  return { ...Object.fromEntries(oauthSettings(oauth)), ...steamSettings, ...twitchSettings } as Record<ProviderEnvName, string>;
}

export async function startFakeProviders(options: FakeProvidersOptions = {}): Promise<FakeProviders> {
  const origins = options.appOrigins ?? ['http://localhost:3000'];
  const clients = Object.fromEntries(
    OAUTH_PROVIDER_NAMES.map((name) => [name, { redirectUris: origins.flatMap((origin) => appCallbackUris(origin, name)) }]),
  );
  const [oauth, steam] = await Promise.all([
    startFakeOAuth({ port: options.oauthPort ?? 0, clients }),
    startFakeSteam({ port: options.steamPort ?? 0 }),
  ]);
  const twitch = await startFakeTwitch({ oauth, port: options.twitchPort ?? 0, retryDelaysMs: options.twitchRetryDelaysMs });
  return {
    oauth,
    steam,
    twitch,
    env: fakeProviderEnv(oauth, steam, twitch),
    close: async () => void (await Promise.all([oauth.close(), steam.close(), twitch.close()])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Fixed ports by default, so the printed settings stay right across restarts of the fakes.
  const providers = await startFakeProviders({
    oauthPort: Number(process.env.FAKE_OAUTH_PORT ?? 4010),
    steamPort: Number(process.env.FAKE_STEAM_PORT ?? 4011),
    twitchPort: Number(process.env.FAKE_TWITCH_PORT ?? 4012),
    // The server's own origin and Vite's dev server, which both serve the callback pages.
    appOrigins: [process.env.PUBLIC_URL ?? 'http://localhost:3000', 'http://localhost:5173'],
  });
  if (process.env.FAKE_AUTO_APPROVE === '1') {
    providers.oauth.autoApprove(true);
    providers.steam.autoApprove(true);
  }
  console.log(`# Fake providers are up; fire Twitch events at ${providers.twitch.controlUrl}. Start the server with these settings:`);
  for (const [name, value] of Object.entries(providers.env)) console.log(`${name}=${value}`);
  const stop = () => void providers.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
