import type { FakeOAuthClient, FakeOAuthUser, OAuthProviderName, OAuthProviderSpec } from './fake-oauth-types';

/** The authorization endpoint's rules: OAuth 2.0's authorization request, PKCE's challenge, OpenID Connect's scope and nonce. */

export interface AuthorizationRequest {
  provider: OAuthProviderName;
  clientId: string;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  nonce: string | undefined;
  codeChallenge: string | undefined;
  refreshable: boolean;
}

export type AuthorizationCheck =
  /** OAuth 2.0: with an unknown client or redirect URI the provider must not redirect, it shows an error. */
  | { outcome: 'error page'; message: string }
  | { outcome: 'redirect'; location: string }
  | { outcome: 'ask the user'; request: AuthorizationRequest };

/** The client's redirect URI with these parameters added to its own query. */
function redirectUriWith(redirectUri: string, fields: Record<string, string | null>, suffix = '') {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(fields)) if (value !== null) url.searchParams.set(name, value);
  return url.href + suffix;
}

export const redirectWithCode = (spec: OAuthProviderSpec, request: AuthorizationRequest, code: string) =>
  redirectUriWith(request.redirectUri, { code, state: request.state }, spec.redirectSuffix);

export const redirectWithError = (redirectUri: string, state: string | null, error: string, description: string) =>
  redirectUriWith(redirectUri, { error, error_description: description, state });

export function checkAuthorizationRequest(
  provider: OAuthProviderName,
  spec: OAuthProviderSpec,
  client: FakeOAuthClient,
  params: URLSearchParams,
): AuthorizationCheck {
  const redirectUri = params.get('redirect_uri') ?? '';
  if (params.get('client_id') !== client.clientId) return { outcome: 'error page', message: 'Unknown client_id.' };
  if (!client.redirectUris.includes(redirectUri))
    return { outcome: 'error page', message: 'Invalid redirect_uri: it is not registered for this client.' };

  const state = params.get('state');
  const refuse = (error: string, description: string): AuthorizationCheck => ({
    outcome: 'redirect',
    location: redirectWithError(redirectUri, state, error, description),
  });
  const scopes = (params.get('scope') ?? '').split(spec.scopeSeparator).filter(Boolean);
  const nonce = params.get('nonce') ?? undefined;
  const codeChallenge = spec.pkce === 'ignored' ? undefined : (params.get('code_challenge') ?? undefined);

  if (params.get('response_type') !== 'code') return refuse('unsupported_response_type', 'Only response_type=code is supported.');
  if (scopes.length === 0) return refuse('invalid_scope', 'The scope parameter is required.');
  if (spec.oidc && !scopes.includes('openid')) return refuse('invalid_scope', 'OpenID Connect requests need the openid scope.');
  if (spec.oidc && !nonce) return refuse('invalid_request', 'A nonce is required.');
  if (spec.pkce === 'required' && !codeChallenge) return refuse('invalid_request', 'A code_challenge is required.');
  if (codeChallenge !== undefined && params.get('code_challenge_method') !== 'S256')
    return refuse('invalid_request', 'code_challenge_method must be S256.');

  return {
    outcome: 'ask the user',
    request: {
      provider,
      clientId: client.clientId,
      redirectUri,
      state,
      scopes,
      nonce,
      codeChallenge,
      refreshable: spec.issuesRefreshToken(params, scopes),
    },
  };
}

/** The signed-in user from the consent form: the prefilled user with what was typed over it. */
export function userFromConsentForm(prefilled: FakeOAuthUser, form: URLSearchParams): FakeOAuthUser {
  const typed = (name: string) => form.get(name)?.trim() || undefined;
  return {
    ...prefilled,
    id: typed('id') ?? prefilled.id,
    username: typed('username') ?? prefilled.username,
    displayName: typed('displayName'),
    email: typed('email'),
  };
}
