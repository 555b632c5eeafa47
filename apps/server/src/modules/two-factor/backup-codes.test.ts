import { describe, expect, it } from 'vitest';
import { generateBackupCodes, hashBackupCode } from './backup-codes.js';

describe('backup codes', () => {
  it('are ten distinct codes shaped like the field’s placeholder', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('hash the same whatever the case, spaces or hyphens', () => {
    const [code] = generateBackupCodes() as [string];
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    expect(hashBackupCode(typed)).toBe(hashBackupCode(code));
    expect(hashBackupCode(code)).not.toContain(code);
  });
});
