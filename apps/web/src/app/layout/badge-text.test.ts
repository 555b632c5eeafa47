import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('the unread badge', () => {
  it('shows the count up to 9, then 9+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
