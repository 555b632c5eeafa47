import type { TOAuthProvider } from '@arcana/shared';
import type { ProviderEnvName } from '../../provider-env.js';

type Settings = Record<ProviderEnvName, string>;

/** Who signed in at the provider, with what the app shows of them (docs/product-rules.md "Social sign-in"). */
export interface ProviderAccount {
  id: string;
  /** Only an address the provider says its owner proved (oauth-client normalises it as the app keeps addresses); nothing else may be used. */
  verifiedEmail: string | null;
  /** What the settings page shows: discord username (as @name), google e-mail, twitch displayName, x and instagram username. */
  data: Record<string, string>;
  /** What they allowed the app there: kept only where a feature acts for them (a project's Twitch channel). */
  grant?: ProviderGrant;
}

export interface ProviderGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

/** The provider's answer to a protected-resource call, as JSON (openid-client makes the call). */
export type ProfileReader = (url: string, headers?: Record<string, string>) => Promise<Record<string, unknown>>;

/** Endpoints known in advance; or, for OpenID Connect, the issuer they are discovered from. */
export type ServerEndpoints = { discover: string } | { issuer: string; authorizationEndpoint: string; tokenEndpoint: string };

export interface OAuthProviderDef {
  id: TOAuthProvider;
  /** Signs people in (login providers), or is only linked to an account (integrations). */
  signIn: boolean;
  clientId: (s: Settings) => string;
  clientSecret: (s: Settings) => string;
  server: (s: Settings) => ServerEndpoints;
  /** How the client proves itself at the token endpoint: HTTP Basic, or the pair in the form body. */
  clientAuth: 'basic' | 'post';
  pkce: boolean;
  /** OpenID Connect: a nonce, and the id_token checked (signature, issuer, audience, nonce). */
  oidc: boolean;
  scopes: string[];
  scopeSeparator: string;
  /** Its token answer departs from standard OAuth 2.0 (Twitch's scope array, Instagram's missing token_type). */
  nonStandardTokenAnswer: boolean;
  account: (read: ProfileReader, s: Settings, claims: Record<string, unknown> | undefined) => Promise<ProviderAccount>;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const knownEndpoints = (issuer: string, authorize: string, token: string) => ({
  issuer,
  authorizationEndpoint: authorize,
  tokenEndpoint: token,
});

/**
 * When the provider account was made, kept as `createdAt` (ISO text) where the provider says: an old
 * one is effort enough for a referral (docs/product-rules.md "Earning rules"). Unknown: not kept.
 */
const madeAt = (at: number): Record<string, string> => (Number.isFinite(at) ? { createdAt: new Date(at).toISOString() } : {});
/** A Discord id is a snowflake: its upper bits are the milliseconds since Discord's epoch (2015) when it was made. */
const DISCORD_EPOCH_MS = 1_420_070_400_000n;
const snowflakeMadeAt = (id: string) => madeAt(/^\d{15,20}$/.test(id) ? Number((BigInt(id) >> 22n) + DISCORD_EPOCH_MS) : NaN);

const RFC_6749 = { pkce: false, oidc: false, scopeSeparator: ' ', nonStandardTokenAnswer: false } as const;

/**
 * Every OAuth 2.0 provider as data, from each one's public documentation; the sign-in code has no
 * branch per provider. Steam speaks OpenID 2.0 and has its own module (steam-openid.ts).
 */
export const OAUTH_PROVIDER_DEFS: Record<TOAuthProvider, OAuthProviderDef> = {
  discord: {
    ...RFC_6749,
    id: 'discord',
    signIn: true,
    clientId: (s) => s.DISCORD_CLIENT_ID,
    clientSecret: (s) => s.DISCORD_CLIENT_SECRET,
    server: (s) => knownEndpoints(s.DISCORD_BASE_URL, `${s.DISCORD_BASE_URL}/oauth2/authorize`, `${s.DISCORD_BASE_URL}/api/oauth2/token`),
    clientAuth: 'basic',
    pkce: true,
    scopes: ['identify', 'email'],
    async account(read, s) {
      const me = await read(`${s.DISCORD_BASE_URL}/api/users/@me`);
      return {
        id: text(me.id),
        verifiedEmail: me.verified === true ? text(me.email) || null : null,
        data: { username: text(me.username), ...snowflakeMadeAt(text(me.id)) },
      };
    },
  },
  google: {
    ...RFC_6749,
    id: 'google',
    signIn: true,
    clientId: (s) => s.GOOGLE_CLIENT_ID,
    clientSecret: (s) => s.GOOGLE_CLIENT_SECRET,
    server: (s) => ({ discover: s.GOOGLE_ISSUER_URL }),
    clientAuth: 'basic',
    pkce: true,
    oidc: true,
    scopes: ['openid', 'email', 'profile'],
    // The id_token openid-client has validated says it all.
    async account(_read, _s, claims = {}) {
      const email = text(claims.email);
      return { id: text(claims.sub), verifiedEmail: claims.email_verified === true ? email || null : null, data: { email } };
    },
  },
  twitch: {
    ...RFC_6749,
    id: 'twitch',
    signIn: true,
    clientId: (s) => s.TWITCH_CLIENT_ID,
    clientSecret: (s) => s.TWITCH_CLIENT_SECRET,
    server: (s) =>
      knownEndpoints(s.TWITCH_AUTH_BASE_URL, `${s.TWITCH_AUTH_BASE_URL}/oauth2/authorize`, `${s.TWITCH_AUTH_BASE_URL}/oauth2/token`),
    // Twitch takes the secret in the body and has no PKCE.
    clientAuth: 'post',
    scopes: ['user:read:email'],
    nonStandardTokenAnswer: true,
    async account(read, s) {
      const answer = await read(`${s.TWITCH_API_BASE_URL}/helix/users`, { 'client-id': s.TWITCH_CLIENT_ID });
      const [me = {}] = Array.isArray(answer.data) ? (answer.data as Array<Record<string, unknown>>) : [];
      // Helix gives the e-mail only when verified ("the user's verified email address").
      return {
        id: text(me.id),
        verifiedEmail: text(me.email) || null,
        data: { displayName: text(me.display_name), login: text(me.login), ...madeAt(Date.parse(text(me.created_at))) },
      };
    },
  },
  x: {
    ...RFC_6749,
    id: 'x',
    signIn: false,
    clientId: (s) => s.X_CLIENT_ID,
    clientSecret: (s) => s.X_CLIENT_SECRET,
    server: (s) => knownEndpoints(s.X_AUTH_BASE_URL, `${s.X_AUTH_BASE_URL}/i/oauth2/authorize`, `${s.X_API_BASE_URL}/2/oauth2/token`),
    clientAuth: 'basic',
    pkce: true,
    scopes: ['users.read', 'tweet.read'],
    async account(read, s) {
      const answer = await read(`${s.X_API_BASE_URL}/2/users/me`);
      const me = (answer.data ?? {}) as Record<string, unknown>;
      return { id: text(me.id), verifiedEmail: null, data: { username: text(me.username) } };
    },
  },
  instagram: {
    ...RFC_6749,
    id: 'instagram',
    signIn: false,
    clientId: (s) => s.INSTAGRAM_CLIENT_ID,
    clientSecret: (s) => s.INSTAGRAM_CLIENT_SECRET,
    server: (s) =>
      knownEndpoints(
        s.INSTAGRAM_AUTH_BASE_URL,
        `${s.INSTAGRAM_AUTH_BASE_URL}/oauth/authorize`,
        `${s.INSTAGRAM_AUTH_BASE_URL}/oauth/access_token`,
      ),
    clientAuth: 'post',
    scopes: ['user_profile'],
    scopeSeparator: ',',
    nonStandardTokenAnswer: true,
    async account(read, s) {
      const me = await read(`${s.INSTAGRAM_API_BASE_URL}/me?fields=id,username`);
      return { id: text(me.id), verifiedEmail: null, data: { username: text(me.username) } };
    },
  },
};

export const isConfigured = (def: OAuthProviderDef, s: Settings) => Boolean(def.clientId(s) && def.clientSecret(s));
