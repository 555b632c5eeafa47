import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox('k'.repeat(40));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed text under another key or tampered with', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox('x'.repeat(40)).open(sealed)).toThrow();
    // One bit of the ciphertext flipped (a byte, not a trailing base64 character, which may carry no bits).
    const [version, payload] = sealed.split(':') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`${version}:${bytes.toString('base64url')}`)).toThrow();
  });
});
