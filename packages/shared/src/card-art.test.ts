import { describe, expect, it } from 'vitest';
import { cardArtSlug } from './card-art.js';
import { CATALOGUE_CARDS } from './draw/catalogue.js';

describe('cardArtSlug', () => {
  it('names the file by the card: lower case, one hyphen for each run of other characters, none at the ends', () => {
    expect(cardArtSlug('Aurelion, the Unbroken')).toBe('aurelion-the-unbroken');
    expect(cardArtSlug('Traveller’s Lantern')).toBe('traveller-s-lantern');
    expect(cardArtSlug('  Moss Toad!')).toBe('moss-toad');
  });

  it('gives every catalogue card a file of its own', () => {
    expect(CATALOGUE_CARDS).toHaveLength(60);
    expect(new Set(CATALOGUE_CARDS.map((card) => cardArtSlug(card.name))).size).toBe(60);
  });
});
