import { createHash, randomBytes } from 'node:crypto';

/** An unguessable value for links and refresh tokens, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secret tokens are stored as this hash, never in clear. They carry 256 bits, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
