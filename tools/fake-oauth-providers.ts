import type { Reply } from './fake-http';
import type { FakeOAuthUser, OAuthProviderName, OAuthProviderSpec, TokenErrorCode } from './fake-oauth-types';

/**
 * How each provider speaks OAuth 2.0, field names and quirks included, from its public documentation:
 * the fake's server reads this table and has no branch per provider. Where a provider departs from
 * standard OAuth 2.0 (Twitch's scope array, Instagram's bare token answer, non-standard error bodies)
 * the fake departs too, so the server's client code meets the same surprises as in production.
 */

const oauthError = (code: TokenErrorCode, description: string): Reply => ({
  status: code === 'invalid_client' ? 401 : 400,
  body: { error: code, error_description: description },
});

const rfc6749TokenResponse =
  (tokenType: 'Bearer' | 'bearer', scopeName = (scope: string) => scope) =>
  ({ accessToken, expiresIn, refreshToken, scopes, idToken }: Parameters<OAuthProviderSpec['tokenResponse']>[0]) => ({
    access_token: accessToken,
    token_type: tokenType,
    expires_in: expiresIn,
    refresh_token: refreshToken,
    scope: scopes.map(scopeName).join(' '),
    id_token: idToken,
  });

/** What a provider that keeps to standard OAuth 2.0 has; the entries below override where theirs differs. */
const AS_RFC_6749 = {
  scopeSeparator: ' ',
  oidc: false,
  redirectSuffix: '',
  tokenInQuery: false,
  tokenError: oauthError,
} as const satisfies Partial<OAuthProviderSpec>;

const always = () => true;
const ok = (body: unknown): Reply => ({ status: 200, body });
const splitName = (name: string) => ({ given_name: name.split(' ')[0], family_name: name.split(' ').slice(1).join(' ') || undefined });

/** Twitch's token endpoint words its refusals itself, outside OAuth 2.0's error form. */
const TWITCH_TOKEN_ERRORS: Record<TokenErrorCode, string> = {
  invalid_client: 'invalid client secret',
  invalid_grant: 'Invalid authorization code',
  unsupported_grant_type: 'invalid grant type',
};

/** Google answers the short scopes with the URLs they stand for. */
const GOOGLE_SCOPE_URLS: Record<string, string> = {
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};

/** The claims Google puts both in the id_token and in the userinfo answer, by scope. */
function googleClaims(user: FakeOAuthUser, scopes: string[]) {
  const name = user.displayName ?? user.username;
  return {
    sub: user.id,
    ...(scopes.includes('email') && { email: user.email, email_verified: user.emailVerified ?? true }),
    ...(scopes.includes('profile') && { name, ...splitName(name), picture: user.avatar }),
  };
}

export const OAUTH_PROVIDERS: Record<OAuthProviderName, OAuthProviderSpec> = {
  discord: {
    label: 'Discord',
    ...AS_RFC_6749,
    paths: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', profile: '/api/users/@me' },
    // Discord's own examples send HTTP Basic; its token endpoint takes the pair in the form body as well.
    clientAuth: ['client_secret_basic', 'client_secret_post'],
    // Optional at Discord; required here because our server always sends it, so a missing one is a bug.
    pkce: 'required',
    accessTokenSeconds: 604_800,
    issuesRefreshToken: always,
    rotatesRefreshToken: true,
    defaultClient: { clientId: '1180000000000000001', clientSecret: 'fake-discord-secret' },
    defaultUser: {
      id: '80351110224678912',
      username: 'nelly',
      displayName: 'Nelly',
      email: 'nelly@example.com',
      emailVerified: true,
      avatar: '8342729096ea3675442027381ff50dfe',
    },
    tokenResponse: rfc6749TokenResponse('Bearer'),
    profile: ({ user, scopes }) =>
      ok({
        id: user.id,
        username: user.username,
        discriminator: '0',
        global_name: user.displayName ?? null,
        avatar: user.avatar ?? null,
        banner: null,
        accent_color: null,
        locale: 'en-US',
        mfa_enabled: false,
        flags: 0,
        premium_type: 0,
        public_flags: 0,
        avatar_decoration_data: null,
        ...(scopes.includes('email') && { email: user.email ?? null, verified: user.emailVerified ?? true }),
      }),
    unauthorized: { status: 401, body: { message: '401: Unauthorized', code: 0 } },
  },
  google: {
    label: 'Google',
    ...AS_RFC_6749,
    paths: { authorize: '/o/oauth2/v2/auth', token: '/token', profile: '/v1/userinfo' },
    // The discovery document lists both: token_endpoint_auth_methods_supported.
    clientAuth: ['client_secret_basic', 'client_secret_post'],
    pkce: 'optional',
    oidc: { jwksPath: '/oauth2/v3/certs', claims: googleClaims },
    accessTokenSeconds: 3599,
    issuesRefreshToken: (params) => params.get('access_type') === 'offline',
    rotatesRefreshToken: false,
    defaultClient: { clientId: '000000000000-fake.apps.googleusercontent.com', clientSecret: 'GOCSPX-fake-google-secret' },
    defaultUser: {
      id: '110169484474386276334',
      username: 'grace',
      displayName: 'Grace Hopper',
      email: 'grace@example.com',
      emailVerified: true,
      avatar: 'https://lh3.googleusercontent.com/a/default-user=s96-c',
    },
    tokenResponse: rfc6749TokenResponse('Bearer', (scope) => GOOGLE_SCOPE_URLS[scope] ?? scope),
    profile: ({ user, scopes }) => ok(googleClaims(user, scopes)),
    unauthorized: {
      status: 401,
      body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
      headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    },
  },
  twitch: {
    label: 'Twitch',
    ...AS_RFC_6749,
    paths: { authorize: '/oauth2/authorize', token: '/oauth2/token', profile: '/helix/users' },
    clientAuth: ['client_secret_post'],
    pkce: 'ignored',
    accessTokenSeconds: 14_124,
    issuesRefreshToken: always,
    rotatesRefreshToken: true,
    defaultClient: { clientId: 'fakeclientid00000000000twitch0', clientSecret: 'fakesecret000000000000twitch0' },
    defaultUser: {
      id: '141981764',
      username: 'twitchdev',
      displayName: 'TwitchDev',
      email: 'twitchdev@example.com',
      avatar: 'https://static-cdn.jtvnw.net/jtv_user_pictures/8a6381c7-d0c0-4576-b179-38bd5ce1d6af-profile_image-300x300.png',
    },
    // Twitch lists the scopes in a JSON array, unlike standard OAuth 2.0 (openid-client needs it normalised).
    tokenResponse: ({ accessToken, expiresIn, refreshToken, scopes }) => ({
      access_token: accessToken,
      expires_in: expiresIn,
      refresh_token: refreshToken,
      scope: scopes,
      token_type: 'bearer',
    }),
    // App access tokens, which Helix's EventSub webhook subscriptions require (fake-twitch.ts): no refresh token, no scope.
    clientCredentials: {
      accessTokenSeconds: 5_011_271,
      tokenResponse: ({ accessToken, expiresIn }) => ({ access_token: accessToken, expires_in: expiresIn, token_type: 'bearer' }),
    },
    tokenError: (code) => {
      const status = code === 'invalid_client' ? 403 : 400;
      return { status, body: { status, message: TWITCH_TOKEN_ERRORS[code] } };
    },
    profile: ({ user, scopes, clientId }, { headers }) =>
      headers['client-id'] !== clientId
        ? { status: 401, body: { error: 'Unauthorized', status: 401, message: 'Client ID and OAuth token do not match' } }
        : ok({
            data: [
              {
                id: user.id,
                login: user.username.toLowerCase(),
                display_name: user.displayName ?? user.username,
                type: '',
                broadcaster_type: '',
                description: '',
                profile_image_url: user.avatar ?? '',
                offline_image_url: '',
                view_count: 0,
                ...(scopes.includes('user:read:email') && { email: user.email }),
                created_at: '2016-12-14T20:32:28Z',
              },
            ],
          }),
    unauthorized: { status: 401, body: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } },
  },
  x: {
    label: 'X',
    ...AS_RFC_6749,
    paths: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', profile: '/2/users/me' },
    // A confidential client must use the Basic header; the body pair is for public clients only.
    clientAuth: ['client_secret_basic'],
    pkce: 'required',
    accessTokenSeconds: 7200,
    issuesRefreshToken: (_params, scopes) => scopes.includes('offline.access'),
    rotatesRefreshToken: true,
    defaultClient: { clientId: 'RmFrZVhDbGllbnQwMDAwMDAwMDoxOmNp', clientSecret: 'fake-x-secret' },
    defaultUser: { id: '2244994945', username: 'XDevelopers', displayName: 'Developers' },
    tokenResponse: rfc6749TokenResponse('bearer'),
    profile: ({ user }, { query }) =>
      ok({
        data: {
          id: user.id,
          name: user.displayName ?? user.username,
          username: user.username,
          ...(query.get('user.fields')?.split(',').includes('profile_image_url') && { profile_image_url: user.avatar }),
        },
      }),
    unauthorized: { status: 401, body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' } },
  },
  instagram: {
    label: 'Instagram',
    ...AS_RFC_6749,
    paths: { authorize: '/oauth/authorize', token: '/oauth/access_token', profile: '/me' },
    scopeSeparator: ',',
    clientAuth: ['client_secret_post'],
    pkce: 'ignored',
    accessTokenSeconds: 3600,
    issuesRefreshToken: () => false,
    rotatesRefreshToken: false,
    redirectSuffix: '#_',
    tokenInQuery: true,
    defaultClient: { clientId: '990000000000001', clientSecret: 'fake-instagram-secret' },
    defaultUser: { id: '17841405793187218', username: 'jayposiris' },
    // Neither token_type nor expires_in: only the short-lived token and the user id, as a JSON number.
    tokenResponse: ({ accessToken, user }) => ({ access_token: accessToken, user_id: Number(user.id) }),
    tokenError: (_code, description) => ({ status: 400, body: { error_type: 'OAuthException', code: 400, error_message: description } }),
    profile: ({ user }, { query }) => {
      const known: Record<string, unknown> = { id: user.id, username: user.username, account_type: 'PERSONAL', media_count: 0 };
      const fields = (query.get('fields') ?? 'id').split(',');
      return ok(Object.fromEntries(fields.filter((field) => field in known).map((field) => [field, known[field]])));
    },
    // The Graph API answers a bad token with 400 and code 190, not 401.
    unauthorized: {
      status: 400,
      body: {
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: 'AFakeTrace',
        },
      },
      headers: { 'www-authenticate': 'OAuth "Facebook Platform" "invalid_token" "Invalid OAuth access token - Cannot parse access token"' },
    },
  },
};
