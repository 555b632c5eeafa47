import * as client from 'openid-client';
import { normalizeEmail, type TOAuthProvider } from '@arcana/shared';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { ProviderEnvName } from '../../provider-env.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';
import type { OAuthProviderDef, ProviderAccount, ServerEndpoints } from './oauth-providers.js';

/** What the browser's cookie keeps between the redirect and the callback. */
export interface PendingAuthorization {
  state: string;
  verifier?: string;
  nonce?: string;
}

const PROVIDER_TIMEOUT_S = 10;

const providerUnreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, OAUTH_MESSAGES.providerUnreachable);
const refused = (reason: string) => badRequest('OAUTH_FAILED', OAUTH_MESSAGES.failedBecause(reason));

/** A provider that did not answer (refused connection, timeout) is not the user's fault, unlike one that said no. */
function isNetworkFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError' || (cause instanceof TypeError && /fetch failed/.test(cause.message)))
      return true;
  }
  return false;
}

/** The provider's own words for a refusal, when it gave any. */
function reasonOf(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return error.error_description ?? error.error;
  if (error instanceof client.AuthorizationResponseError) return error.error_description ?? error.error;
  return error instanceof Error ? error.message : String(error);
}

const asProviderFailure = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  throw isNetworkFailure(error) ? providerUnreachable() : refused(reasonOf(error));
};

/**
 * Twitch lists the scopes in an array and Instagram sends no token_type, unlike the OAuth 2.0 answer
 * openid-client enforces: their successful token answers are put right before it reads them.
 * `asSent` sees each answer as the provider sent it (the fakes' tests look at them).
 */
export function standardTokenAnswers(tokenEndpoint: string, asSent?: (body: Record<string, unknown>) => void): client.CustomFetch {
  return async (url, options) => {
    // openid-client's FetchBody admits Uint8Array<ArrayBufferLike>, which the DOM's BodyInit type does not; at run time both are fine.
    const response = await fetch(url, options as RequestInit);
    if (url !== tokenEndpoint || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    asSent?.(body);
    const scope = Array.isArray(body.scope) ? body.scope.join(' ') : body.scope;
    return Response.json({ ...body, scope, token_type: body.token_type ?? 'bearer' }, { status: response.status });
  };
}

const isPlainHttp = (url: string) => url.startsWith('http://');

async function configure(def: OAuthProviderDef, settings: Record<ProviderEnvName, string>): Promise<client.Configuration> {
  const secret = def.clientSecret(settings);
  const auth = def.clientAuth === 'basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret);
  const endpoints: ServerEndpoints = def.server(settings);
  // Production providers are HTTPS; plain HTTP is only ever a local fake (tools/), which openid-client refuses unless told.
  const insecure = isPlainHttp('discover' in endpoints ? endpoints.discover : endpoints.tokenEndpoint);
  const config =
    'discover' in endpoints
      ? await client.discovery(new URL(endpoints.discover), def.clientId(settings), undefined, auth, {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_S,
        })
      : new client.Configuration(
          {
            issuer: endpoints.issuer,
            authorization_endpoint: endpoints.authorizationEndpoint,
            token_endpoint: endpoints.tokenEndpoint,
          },
          def.clientId(settings),
          undefined,
          auth,
        );
  if (insecure && !('discover' in endpoints)) client.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_S;
  if (def.nonStandardTokenAnswer) config[client.customFetch] = standardTokenAnswers(config.serverMetadata().token_endpoint ?? '');
  return config;
}

/** OAuth 2.0 (and OpenID Connect for Google) through openid-client, one configuration per provider. */
export function createOAuthClient(settings: Record<ProviderEnvName, string>) {
  const configs = new Map<TOAuthProvider, Promise<client.Configuration>>();

  function configurationOf(def: OAuthProviderDef) {
    let config = configs.get(def.id);
    if (!config) {
      config = configure(def, settings);
      // A discovery that failed is tried again next time rather than remembered.
      config.catch(() => configs.delete(def.id));
      configs.set(def.id, config);
    }
    return config.catch(asProviderFailure);
  }

  return {
    /** The provider's authorization URL for this browser, and what the browser must keep for the callback. */
    async begin(
      def: OAuthProviderDef,
      redirectUri: string,
      scopes: readonly string[] = def.scopes,
    ): Promise<{ authUrl: string; pending: PendingAuthorization }> {
      const config = await configurationOf(def);
      const pending: PendingAuthorization = { state: client.randomState() };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: scopes.join(def.scopeSeparator),
        response_type: 'code',
        state: pending.state,
      };
      if (def.pkce) {
        pending.verifier = client.randomPKCECodeVerifier();
        parameters.code_challenge = await client.calculatePKCECodeChallenge(pending.verifier);
        parameters.code_challenge_method = 'S256';
      }
      if (def.oidc) parameters.nonce = pending.nonce = client.randomNonce();
      return { authUrl: client.buildAuthorizationUrl(config, parameters).href, pending };
    },

    /** The code exchanged (state, PKCE and for OpenID Connect the id_token checked), then who signed in, and what they granted. */
    async finish(
      def: OAuthProviderDef,
      redirectUri: string,
      pending: PendingAuthorization,
      answer: { code: string; state: string },
    ): Promise<ProviderAccount> {
      const config = await configurationOf(def);
      // The callback page posts what the provider put in its address; openid-client reads it as that address.
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', answer.code);
      callback.searchParams.set('state', answer.state);
      try {
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: def.oidc,
        });
        const read = async (url: string, headers: Record<string, string> = {}) => {
          const response = await client.fetchProtectedResource(
            config,
            tokens.access_token,
            new URL(url),
            'GET',
            undefined,
            new Headers(headers),
          );
          if (!response.ok) throw refused(`${response.status} from ${new URL(url).pathname}`);
          return (await response.json()) as Record<string, unknown>;
        };
        const account = await def.account(read, settings, tokens.claims() as Record<string, unknown> | undefined);
        if (!account.id) throw refused(OAUTH_MESSAGES.noAccountId);
        // One rule for every provider's address, the app's own: the same inbox is never two accounts.
        const grant = {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? null,
          expiresAt: tokens.expires_in === undefined ? null : new Date(Date.now() + tokens.expires_in * 1000),
          scopes: tokens.scope ? tokens.scope.split(' ') : [],
        };
        return { ...account, verifiedEmail: account.verifiedEmail ? normalizeEmail(account.verifiedEmail) : null, grant };
      } catch (error) {
        return asProviderFailure(error);
      }
    },
  };
}
