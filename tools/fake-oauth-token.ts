import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { randomToken, type Reply } from './fake-http';
import { accessTokenHash, type IdTokenSigner } from './fake-oauth-oidc';
import type { ClientAuthMethod, FakeOAuthClient, Grant, OAuthProviderName, OAuthProviderSpec } from './fake-oauth-types';

/** The token endpoint: client authentication, the two grants, and what the fake remembers between calls. */

/** Codes live ten minutes at Discord and Google alike. */
const CODE_SECONDS = 600;

export interface AuthorizationCode extends Grant {
  provider: OAuthProviderName;
  redirectUri: string;
  codeChallenge: string | undefined;
  nonce: string | undefined;
  refreshable: boolean;
  expiresAt: number;
}

type ProviderGrant = Grant & { provider: OAuthProviderName };

export interface OAuthStore {
  codes: Map<string, AuthorizationCode>;
  accessTokens: Map<string, ProviderGrant & { expiresAt: number }>;
  refreshTokens: Map<string, ProviderGrant>;
  /** Client credentials tokens: they stand for a client, with no user and no scopes. */
  appTokens: Map<string, { provider: OAuthProviderName; clientId: string; expiresAt: number }>;
  signer: IdTokenSigner;
  now(): number;
}

/** Where and how one provider's token endpoint is being called. */
export interface TokenContext {
  provider: OAuthProviderName;
  spec: OAuthProviderSpec;
  client: FakeOAuthClient;
  issuer: string;
  store: OAuthStore;
}

export function issueCode(store: OAuthStore, code: Omit<AuthorizationCode, 'expiresAt'>): string {
  const value = randomToken();
  store.codes.set(value, { ...code, expiresAt: store.now() + CODE_SECONDS * 1000 });
  return value;
}

const formDecode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

/** OAuth 2.0's client authentication: the Basic pair is form-encoded before base64, which is how openid-client sends it. */
function presentedCredentials(authorization: string | undefined, form: URLSearchParams) {
  const presented: Array<{ method: ClientAuthMethod; id: string; secret: string }> = [];
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const pair = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
  const colon = pair.indexOf(':');
  if (colon > 0)
    presented.push({ method: 'client_secret_basic', id: formDecode(pair.slice(0, colon)), secret: formDecode(pair.slice(colon + 1)) });
  if (form.has('client_secret'))
    presented.push({ method: 'client_secret_post', id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' });
  return presented;
}

/** One method only (OAuth 2.0 forbids two), one this provider accepts, and the registered pair. */
function authenticates({ spec, client }: TokenContext, headers: IncomingHttpHeaders, form: URLSearchParams) {
  const presented = presentedCredentials(headers.authorization, form);
  const [only] = presented;
  const bodyId = form.get('client_id');
  return (
    presented.length === 1 &&
    only !== undefined &&
    spec.clientAuth.includes(only.method) &&
    only.id === client.clientId &&
    only.secret === client.clientSecret &&
    (bodyId === null || bodyId === client.clientId)
  );
}

/** PKCE's check with S256, the only method the fake takes. */
const verifierMatches = (verifier: string | null, challenge: string) =>
  verifier !== null &&
  /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) &&
  createHash('sha256').update(verifier).digest('base64url') === challenge;

async function issueTokens(ctx: TokenContext, grant: Grant, options: { refresh: boolean; nonce?: string | undefined }): Promise<Reply> {
  const { provider, spec, store, issuer } = ctx;
  const now = store.now();
  const accessToken = randomToken();
  store.accessTokens.set(accessToken, { ...grant, provider, expiresAt: now + spec.accessTokenSeconds * 1000 });
  const refreshToken = options.refresh ? randomToken() : undefined;
  if (refreshToken) store.refreshTokens.set(refreshToken, { ...grant, provider });
  const idToken = spec.oidc
    ? await store.signer.sign(
        {
          iss: issuer,
          aud: grant.clientId,
          azp: grant.clientId,
          ...spec.oidc.claims(grant.user, grant.scopes),
          at_hash: accessTokenHash(accessToken),
          nonce: options.nonce,
        },
        now,
      )
    : undefined;
  const body = spec.tokenResponse({
    accessToken,
    expiresIn: spec.accessTokenSeconds,
    refreshToken,
    scopes: grant.scopes,
    user: grant.user,
    idToken,
  });
  return { status: 200, body };
}

type GrantHandler = (ctx: TokenContext, form: URLSearchParams) => Promise<Reply>;

const exchangeCode: GrantHandler = async (ctx, form) => {
  const { store, spec, provider, client } = ctx;
  const value = form.get('code') ?? '';
  const code = store.codes.get(value);
  // Single use, even when this attempt fails: a code that was tried is spent.
  store.codes.delete(value);
  if (!code || code.provider !== provider || code.clientId !== client.clientId || code.expiresAt <= store.now())
    return spec.tokenError('invalid_grant', 'Invalid "code" in request.');
  if (form.get('redirect_uri') !== code.redirectUri) return spec.tokenError('invalid_grant', 'Invalid "redirect_uri" in request.');
  if (code.codeChallenge !== undefined && !verifierMatches(form.get('code_verifier'), code.codeChallenge))
    return spec.tokenError('invalid_grant', 'Invalid "code_verifier" in request.');
  return issueTokens(
    ctx,
    { user: code.user, scopes: code.scopes, clientId: code.clientId },
    { refresh: code.refreshable, nonce: code.nonce },
  );
};

const refresh: GrantHandler = async (ctx, form) => {
  const { store, spec, provider, client } = ctx;
  const value = form.get('refresh_token') ?? '';
  const grant = store.refreshTokens.get(value);
  if (!grant || grant.provider !== provider || grant.clientId !== client.clientId)
    return spec.tokenError('invalid_grant', 'Invalid "refresh_token" in request.');
  if (spec.rotatesRefreshToken) store.refreshTokens.delete(value);
  return issueTokens(ctx, grant, { refresh: spec.rotatesRefreshToken });
};

const issueAppToken: GrantHandler = ({ spec, store, provider, client }) => {
  if (!spec.clientCredentials) return Promise.resolve(spec.tokenError('unsupported_grant_type', 'Unsupported grant type.'));
  const { accessTokenSeconds, tokenResponse } = spec.clientCredentials;
  const accessToken = randomToken();
  store.appTokens.set(accessToken, { provider, clientId: client.clientId, expiresAt: store.now() + accessTokenSeconds * 1000 });
  return Promise.resolve({ status: 200, body: tokenResponse({ accessToken, expiresIn: accessTokenSeconds }) });
};

const GRANTS = new Map<string, GrantHandler>([
  ['authorization_code', exchangeCode],
  ['refresh_token', refresh],
  ['client_credentials', issueAppToken],
]);

export async function answerTokenRequest(ctx: TokenContext, headers: IncomingHttpHeaders, form: URLSearchParams): Promise<Reply> {
  if (!authenticates(ctx, headers, form)) return ctx.spec.tokenError('invalid_client', 'Client authentication failed.');
  const handler = GRANTS.get(form.get('grant_type') ?? '');
  return handler ? handler(ctx, form) : ctx.spec.tokenError('unsupported_grant_type', 'Unsupported grant type.');
}
