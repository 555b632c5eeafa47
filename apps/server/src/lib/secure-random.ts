import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable value for links and refresh tokens, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const FRACTION_STEPS = 2 ** 32;

/** A fraction in [0, 1), for jitter: the server draws every random number from the crypto generator, so none is ever a weak one by mistake. */
export const secureFraction = (): number => randomInt(FRACTION_STEPS) / FRACTION_STEPS;

/** Secret tokens are stored as this hash, never in clear. They carry 256 bits, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
