/**
 * The settings a server reads to reach the outside sign-in providers, each with its production value
 * ('' where the operator copies it from the provider's developer console). One list, so the app's
 * config and the fakes (fake-providers.ts) use the same names. A provider spread over several hosts
 * has one base URL per host; the comments say which paths live below each.
 */
export const PROVIDER_ENV = {
  DISCORD_CLIENT_ID: '',
  DISCORD_CLIENT_SECRET: '',
  /** /oauth2/authorize, /api/oauth2/token, /api/users/@me */
  DISCORD_BASE_URL: 'https://discord.com',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  /** OpenID Connect: everything else comes from its /.well-known/openid-configuration. */
  GOOGLE_ISSUER_URL: 'https://accounts.google.com',
  TWITCH_CLIENT_ID: '',
  TWITCH_CLIENT_SECRET: '',
  /** /oauth2/authorize, /oauth2/token */
  TWITCH_AUTH_BASE_URL: 'https://id.twitch.tv',
  /** /helix/users, /helix/eventsub/subscriptions, /helix/channel_points/custom_rewards */
  TWITCH_API_BASE_URL: 'https://api.twitch.tv',
  /** Where Twitch delivers EventSub messages (HTTPS on 443, reachable from Twitch); empty: PUBLIC_URL. */
  TWITCH_EVENTSUB_CALLBACK_URL: '',
  X_CLIENT_ID: '',
  X_CLIENT_SECRET: '',
  /** /i/oauth2/authorize */
  X_AUTH_BASE_URL: 'https://x.com',
  /** /2/oauth2/token, /2/users/me */
  X_API_BASE_URL: 'https://api.x.com',
  INSTAGRAM_CLIENT_ID: '',
  INSTAGRAM_CLIENT_SECRET: '',
  /** /oauth/authorize, /oauth/access_token */
  INSTAGRAM_AUTH_BASE_URL: 'https://api.instagram.com',
  /** /me */
  INSTAGRAM_API_BASE_URL: 'https://graph.instagram.com',
  STEAM_API_KEY: '',
  /** The OpenID 2.0 endpoint, which is also the op_endpoint every genuine assertion names. */
  STEAM_OPENID_URL: 'https://steamcommunity.com/openid/login',
  /** /ISteamUser/GetPlayerSummaries/v0002/, /IPlayerService/GetOwnedGames/v0001/ */
  STEAM_API_BASE_URL: 'https://api.steampowered.com',
} as const;

export type ProviderEnvName = keyof typeof PROVIDER_ENV;
