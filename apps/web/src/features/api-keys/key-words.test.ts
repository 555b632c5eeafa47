import { describe, expect, it } from 'vitest';
import { graceText, keyState, lastUsedText } from './key-words';

describe('a key in words', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says whether it still works', () => {
    expect(keyState({ revokedAt: null, expiresAt: null }, now)).toMatchObject({ label: 'Active', live: true });
    expect(keyState({ revokedAt: '2026-11-27T10:00:00Z', expiresAt: null }, now)).toMatchObject({ color: 'red', live: false });
    expect(keyState({ revokedAt: null, expiresAt: '2026-11-27T11:00:00Z' }, now).label).toMatch(/^Expired /);
    expect(keyState({ revokedAt: null, expiresAt: '2026-11-28T11:00:00Z' }, now)).toMatchObject({ live: true, color: 'yellow' });
    expect(keyState({ revokedAt: null, expiresAt: '2026-11-28T11:00:00Z' }, now).label).toMatch(/^Works until Nov 28, 2026/);
  });
  it('tells its last use and a rotation’s grace', () => {
    expect(lastUsedText({ lastUsedAt: null })).toBe('Never used');
    expect([0, 1, 24, 168].map(graceText)).toEqual(['Stops at once', 'Works 1 more hour', 'Works 1 more day', 'Works 7 more days']);
  });
});
