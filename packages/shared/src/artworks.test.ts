import { describe, expect, it } from 'vitest';
import { ARTWORK_KEYS, ARTWORKS, isArtworkKey } from './artworks.js';
import { cardArtSlug } from './card-art.js';
import { CATALOGUE_CARDS } from './draw/catalogue.js';

// That each has its SVG, and each SVG is one of them, is the web's test (features/cards/card/card-art.test.ts).
describe('the artworks a design may take', () => {
  it('are the house catalogue’s cards, keyed by their art’s slug, in the catalogue’s order', () => {
    expect(ARTWORKS).toEqual(CATALOGUE_CARDS.map((card) => ({ key: cardArtSlug(card.name), name: card.name })));
    expect(new Set(ARTWORK_KEYS).size).toBe(ARTWORKS.length);
  });

  it('are told from anything else by their exact key', () => {
    expect(isArtworkKey('crimson-fox')).toBe(true);
    for (const other of ['Crimson Fox', 'crimson-fox.svg', '../crimson-fox', 'beast', '🐺', '', 'constructor', 'toString'])
      expect(isArtworkKey(other), other).toBe(false);
  });
});
