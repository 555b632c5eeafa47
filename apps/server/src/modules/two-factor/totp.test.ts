import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, timeStep, totpFor } from './totp.js';

/** The TOTP standard's published test values for SHA-1, secret "12345678901234567890"; six digits are the last six of the eight. */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC’s code %s (eight digits) and its last six', (seconds, eightDigits) => {
    const rfc = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromBase32(RFC_SECRET) });
    expect(rfc.generate({ timestamp: seconds * 1000 })).toBe(eightDigits);
    expect(totpFor(RFC_SECRET).generate({ timestamp: seconds * 1000 })).toBe(eightDigits.slice(2));
  });

  it('accepts the current step and one on either side, and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const codeAt = (offsetSteps: number) => totpFor(secret).generate({ timestamp: now + offsetSteps * 30_000 });
    expect(acceptedStep(secret, codeAt(0), null, now)).toBe(timeStep(now));
    expect(acceptedStep(secret, codeAt(-1), null, now)).toBe(timeStep(now) - 1);
    expect(acceptedStep(secret, codeAt(1), null, now)).toBe(timeStep(now) + 1);
    expect(acceptedStep(secret, codeAt(-2), null, now)).toBeNull();
    expect(acceptedStep(secret, codeAt(2), null, now)).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const code = totpFor(secret).generate({ timestamp: now });
    expect(acceptedStep(secret, code, timeStep(now), now)).toBeNull();
    expect(acceptedStep(secret, totpFor(secret).generate({ timestamp: now - 30_000 }), timeStep(now), now)).toBeNull();
    expect(acceptedStep(secret, code, timeStep(now) - 1, now)).toBe(timeStep(now));
  });

  it('makes 160-bit secrets and an otpauth URI apps can scan', () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(totpFor(secret, 'ada@example.com').toString()).toMatch(/^otpauth:\/\/totp\/Arcana:ada%40example\.com\?.*secret=/);
  });
});
