import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME, TOTP_CODE_LENGTH, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '@arcana/shared';

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 s steps. */
export function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: TOTP_CODE_LENGTH,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 160 random bits, the size the HOTP standard recommends, in the base32 form apps accept typed in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/**
 * The time step a code belongs to (now ± one step), or null when it matches none or belongs to a step
 * already used: a code seen once can never be played again, even inside its own 30 s.
 */
export function acceptedStep(secretBase32: string, code: string, lastUsedStep: number | null, nowMs: number): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = timeStep(nowMs) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
