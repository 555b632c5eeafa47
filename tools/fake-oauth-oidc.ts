import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { randomToken } from './fake-http';
import type { OAuthProviderSpec } from './fake-oauth-types';

/** The OpenID Connect layer: a signing key of the fake's own, its JWKS, the discovery document, and id_tokens. */
export interface IdTokenSigner {
  jwks: { keys: JWK[] };
  sign(claims: Record<string, unknown>, nowMs: number): Promise<string>;
}

/** Google's id_tokens live an hour. */
const ID_TOKEN_SECONDS = 3600;

export async function createIdTokenSigner(): Promise<IdTokenSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  // A kid, as Google's keys have, so a client that caches the JWKS picks the right key after a rotation.
  const kid = randomToken(8);
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  return {
    jwks,
    sign: (claims, nowMs) => {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_SECONDS)
        .sign(privateKey);
    },
  };
}

/** OpenID Connect's at_hash: the left half of the SHA-256 of the access token, which Google includes. */
export const accessTokenHash = (accessToken: string) =>
  createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');

/** What openid-client's discovery reads; the issuer is the provider's prefix URL, every endpoint below it. */
export function discoveryDocument(issuer: string, spec: OAuthProviderSpec, jwksPath: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${spec.paths.authorize}`,
    token_endpoint: `${issuer}${spec.paths.token}`,
    userinfo_endpoint: `${issuer}${spec.paths.profile}`,
    jwks_uri: `${issuer}${jwksPath}`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: spec.clientAuth,
    claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  };
}
