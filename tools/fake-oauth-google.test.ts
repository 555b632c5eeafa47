import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { authorizeAndReturn, pkcePair } from './fake-oauth.test-support';

describe('fake Google (OpenID Connect)', () => {
  let fake: FakeOAuth;
  let clock = Date.now();
  let config: client.Configuration;
  const redirectUri = 'http://localhost:3000/auth/google/callback';

  beforeAll(async () => {
    fake = await startFakeOAuth({ now: () => clock });
    const google = fake.providers.google;
    config = await client.discovery(
      new URL(google.issuer),
      google.clientId,
      google.clientSecret,
      client.ClientSecretBasic(google.clientSecret),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    fake.autoApprove(true);
  });
  beforeEach(() => void (clock = Date.now()));
  afterAll(() => fake.close());

  async function signIn(parameters: Record<string, string> = {}) {
    const { verifier, challenge } = await pkcePair();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      nonce,
      state,
      ...parameters,
    });
    const callback = await authorizeAndReturn(url);
    return { callback, verifier, nonce, state };
  }

  it('is found by discovery at the issuer, with its endpoints and keys below it', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(fake.providers.google.issuer);
    expect(metadata.authorization_endpoint).toBe(`${fake.url}/google/o/oauth2/v2/auth`);
    expect(metadata.jwks_uri).toBe(`${fake.url}/google/oauth2/v3/certs`);
  });

  it('runs the code flow with PKCE and a nonce, and gives an RS256 id_token that openid-client validates', async () => {
    fake.nextUser('google', { id: '109876543210987654321', email: 'ada@example.com', displayName: 'Ada Lovelace' });
    const { callback, verifier, nonce, state } = await signIn();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.claims()).toMatchObject({
      iss: fake.providers.google.issuer,
      aud: fake.providers.google.clientId,
      sub: '109876543210987654321',
      email: 'ada@example.com',
      email_verified: true,
      nonce,
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, '109876543210987654321');
    expect(userinfo).toEqual({
      sub: '109876543210987654321',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: fake.providers.google.defaultUser.avatar,
    });
  });

  it('binds the id_token to the nonce of the request, so another nonce is refused', async () => {
    const { callback, verifier, state } = await signIn();
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedNonce: client.randomNonce(),
        expectedState: state,
      }),
    ).rejects.toMatchObject({ code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', cause: { cause: { claim: 'nonce' } } });
  });

  it('sends the user back with an error when the openid scope or the nonce is missing', async () => {
    const withoutOpenid = await signIn({ scope: 'email' });
    expect(withoutOpenid.callback.searchParams.get('error')).toBe('invalid_scope');
    const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid', state: 'abc' });
    const withoutNonce = await authorizeAndReturn(url);
    expect(Object.fromEntries(withoutNonce.searchParams)).toMatchObject({ error: 'invalid_request', state: 'abc' });
  });

  it('gives a refresh token for access_type=offline and keeps it across refreshes, as Google does', async () => {
    const { callback, verifier, nonce, state } = await signIn({ access_type: 'offline' });
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
    });
    const refreshToken = tokens.refresh_token ?? '';
    const refreshed = await client.refreshTokenGrant(config, refreshToken);
    expect(refreshed.refresh_token).toBeUndefined();
    expect((await client.refreshTokenGrant(config, refreshToken)).access_token).not.toBe(refreshed.access_token);
  });

  it('answers an expired access token at userinfo with 401 and a Bearer challenge', async () => {
    const { callback, verifier, nonce, state } = await signIn();
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
    });
    clock += 3600 * 1000;
    const response = await fetch(fake.providers.google.profileEndpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });
});
