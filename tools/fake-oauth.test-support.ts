import * as client from 'openid-client';
import type { FakeOAuthProvider } from './fake-oauth';
import { standardTokenAnswers } from '../apps/server/src/modules/oauth/oauth-client';

/** What the OAuth fakes' tests share: openid-client set up the way the server will set it up. */

/** A client for a provider without discovery: its endpoints are known, not looked up. */
export function configure(provider: FakeOAuthProvider, auth: client.ClientAuth): client.Configuration {
  const config = new client.Configuration(
    { issuer: provider.issuer, authorization_endpoint: provider.authorizationEndpoint, token_endpoint: provider.tokenEndpoint },
    provider.clientId,
    undefined,
    auth,
  );
  // The fake is plain HTTP on loopback; openid-client refuses that unless told.
  client.allowInsecureRequests(config);
  return config;
}

/** Follows the authorization URL as a browser would, when the fake approves on its own; answers the redirect's URL. */
export async function authorizeAndReturn(authorizationUrl: URL): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`expected a redirect, got ${response.status}: ${await response.text()}`);
  return new URL(location);
}

/** A PKCE pair as openid-client makes it. */
export async function pkcePair() {
  const verifier = client.randomPKCECodeVerifier();
  return { verifier, challenge: await client.calculatePKCECodeChallenge(verifier) };
}

/** The front half of a sign-in: the authorization URL (with state, and PKCE when asked), followed to the callback. */
export async function startCodeFlow(
  provider: FakeOAuthProvider,
  parameters: Record<string, string>,
  options: { auth: 'basic' | 'post'; pkce: boolean; secret?: string },
) {
  const secret = options.secret ?? provider.clientSecret;
  const config = configure(provider, options.auth === 'basic' ? client.ClientSecretBasic(secret) : client.ClientSecretPost(secret));
  const pkce = options.pkce ? await pkcePair() : undefined;
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: provider.redirectUris[0] ?? '',
    state,
    ...(pkce && { code_challenge: pkce.challenge, code_challenge_method: 'S256' }),
    ...parameters,
  });
  return { config, callback: await authorizeAndReturn(url), state, verifier: pkce?.verifier };
}

/** The back half: the code exchanged at the token endpoint, with the checks the server will make. */
export const finishCodeFlow = ({ config, callback, state, verifier }: CodeFlow) =>
  client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });

export type CodeFlow = Awaited<ReturnType<typeof startCodeFlow>>;

/**
 * The token-endpoint refusal openid-client throws, as { status, body }: an OAuth error body, or (from
 * providers whose errors are not OAuth-shaped, Twitch and Instagram) the response it would not read.
 */
export async function refusal(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error instanceof client.ResponseBodyError) return { status: error.status, body: error.cause };
  if (error instanceof client.ClientError && error.cause instanceof Response)
    return { status: error.cause.status, body: (await error.cause.json()) as unknown };
  throw error ?? new Error('expected a refusal, the request succeeded');
}

/** The server's own shim for Twitch's and Instagram's token answers (oauth-client.ts), keeping the answers as sent for the tests. */
export function normaliseTokenAnswers(config: client.Configuration, tokenEndpoint: string) {
  const asSent: Array<Record<string, unknown>> = [];
  config[client.customFetch] = standardTokenAnswers(tokenEndpoint, (body) => asSent.push(body));
  return asSent;
}
