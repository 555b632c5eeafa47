import * as client from 'openid-client';
import type { FakeOAuthProvider } from './fake-oauth';

/** What the OAuth fakes' tests share: openid-client set up the way the server will set it up. */

export const CALLBACK = 'http://localhost:3000/auth/{provider}/callback';

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

/** The token-endpoint refusal openid-client throws, as { status, body }, so a test can compare it whole. */
export async function refusal(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error instanceof client.ResponseBodyError) return { status: error.status, body: error.cause };
  throw error ?? new Error('expected a refusal, the request succeeded');
}
