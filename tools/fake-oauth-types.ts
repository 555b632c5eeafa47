import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './fake-http';

export type OAuthProviderName = 'discord' | 'google' | 'twitch' | 'x' | 'instagram';

/** The one person a test signs in as; each provider words it in its own profile shape. */
export interface FakeOAuthUser {
  id: string;
  username: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  /** The provider's own avatar value: an image hash for Discord, a URL for the others. */
  avatar?: string;
}

/** The single client (application) the fake knows per provider, as registered in that provider's console. */
export interface FakeOAuthClient {
  clientId: string;
  clientSecret: string;
  /** Compared to redirect_uri character for character, as every real provider does. */
  redirectUris: string[];
}

/** What an access token stands for. */
export interface Grant {
  user: FakeOAuthUser;
  scopes: string[];
  clientId: string;
}

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';
export type TokenErrorCode = 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string | undefined;
  scopes: string[];
  user: FakeOAuthUser;
  idToken: string | undefined;
}

/** One provider's way of speaking OAuth 2.0, as data the fake's single server reads. */
export interface OAuthProviderSpec {
  label: string;
  /** Paths below the provider's prefix, equal to the real ones below the real hosts (see provider-env.ts). */
  paths: { authorize: string; token: string; profile: string };
  scopeSeparator: ' ' | ',';
  clientAuth: ClientAuthMethod[];
  /** PKCE with S256: 'ignored' providers neither ask for it nor bind the code to it. */
  pkce: 'required' | 'optional' | 'ignored';
  /**
   * OpenID Connect: the openid scope and a nonce are required, an id_token with these claims is issued,
   * discovery and JWKS are served.
   */
  oidc: false | { jwksPath: string; claims(user: FakeOAuthUser, scopes: string[]): Record<string, unknown> };
  accessTokenSeconds: number;
  /** Whether the code exchange also gives a refresh token (Google only for access_type=offline, X only for offline.access). */
  issuesRefreshToken(authorizeParams: URLSearchParams, scopes: string[]): boolean;
  /** A refresh hands out a new refresh token and retires the old one (Google keeps the first). */
  rotatesRefreshToken: boolean;
  /** Added to the redirect after code and state: Instagram ends it with `#_`. */
  redirectSuffix: string;
  /** The Graph API also takes the token as an access_token query parameter. */
  tokenInQuery: boolean;
  defaultClient: Omit<FakeOAuthClient, 'redirectUris'>;
  defaultUser: FakeOAuthUser;
  tokenResponse(tokens: IssuedTokens): Record<string, unknown>;
  tokenError(code: TokenErrorCode, description: string): Reply;
  /** The client credentials grant, where the provider has it (Twitch's app access tokens): a token for the client alone. */
  clientCredentials?: {
    accessTokenSeconds: number;
    tokenResponse(token: { accessToken: string; expiresIn: number }): Record<string, unknown>;
  };
  profile(grant: Grant, request: { query: URLSearchParams; headers: IncomingHttpHeaders }): Reply;
  unauthorized: Reply;
}
