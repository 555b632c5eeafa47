import { describe, expect, it } from 'vitest';
import { PROJECT_SLUG_PATTERN } from '@arcana/shared';
import { slugFromName } from './project-form-values';

describe('a project address from its name', () => {
  it.each([
    ['Nova Lumen!', 'nova-lumen'],
    ['  Café  Müller  ', 'cafe-muller'],
    ['The ---- Deck', 'the-deck'],
    ['x'.repeat(39) + ' y', 'x'.repeat(39)],
  ])('%s → %s, an address the contract accepts', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(slug).toMatch(PROJECT_SLUG_PATTERN);
  });
});
