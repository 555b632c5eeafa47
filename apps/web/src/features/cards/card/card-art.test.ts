import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARTWORK_KEYS, cardArtSlug } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { ARTWORKS_WITH_URLS, artworkUrl, cardArtOf, cardArtUrl } from './card-art';

const ART_DIR = join(import.meta.dirname, '../../../../../../packages/shared/art');
const files = readdirSync(ART_DIR).filter((file) => file.endsWith('.svg'));
const read = (file: string) => readFileSync(join(ART_DIR, file), 'utf8');

describe('the cards’ art', () => {
  it('has one picture for every catalogue card, and none for a card it does not have', () => {
    expect(files.sort()).toEqual(CATALOGUE_CARDS.map((card) => `${cardArtSlug(card.name)}.svg`).sort());
    for (const card of CATALOGUE_CARDS) expect(cardArtUrl(card.name), card.name).toMatch(/\.svg/);
    expect(cardArtUrl('A Card Nobody Drew')).toBeUndefined();
  });

  it('keeps every picture to 8 KB compressed', () => {
    for (const file of files) expect(gzipSync(read(file), { level: 9 }).length, file).toBeLessThanOrEqual(8 * 1024);
  });

  it('draws every picture on the one 4:3 canvas, as well-formed SVG that reaches for nothing outside itself', () => {
    for (const file of files) {
      const svg = new DOMParser().parseFromString(read(file), 'image/svg+xml');
      expect(svg.querySelector('parsererror'), file).toBeNull();
      expect(svg.documentElement.getAttribute('viewBox'), file).toBe('0 0 320 240');
      expect(svg.querySelector('script, image, foreignObject, text, style, filter'), file).toBeNull();
      const references = [...svg.querySelectorAll('*')].flatMap((element) =>
        ['href', 'xlink:href'].map((name) => element.getAttribute(name)).filter((value) => value && !value.startsWith('#')),
      );
      expect(references, file).toEqual([]);
    }
  });
});

describe('a card’s art', () => {
  const fox = cardArtUrl('Crimson Fox')!;
  const deck = cardArtUrl('The Arcana Deck')!;

  it('is what its design’s image names first: one of our artworks by key, or a picture uploaded to its project', () => {
    expect(cardArtOf({ name: 'Ember Fox', image: 'crimson-fox' })).toBe(fox);
    // A creator's card named like a catalogue card still shows the art its design chose.
    expect(cardArtOf({ name: 'Crimson Fox', image: 'the-arcana-deck' })).toBe(deck);
    expect(cardArtOf({ name: 'Ember Fox', image: '/api/files/AbC-12_xyz' })).toBe('/api/files/AbC-12_xyz');
  });

  it('is the house catalogue’s by the card’s name when the image names no art, as the catalogue’s emoji do', () => {
    expect(cardArtOf({ name: 'Crimson Fox', image: '🐺' })).toBe(fox);
    expect(cardArtOf({ name: 'A Card Nobody Drew', image: '🐺' })).toBeUndefined();
  });

  it('never takes an address or a key that is not ours', () => {
    for (const image of [
      'https://example.com/a.png',
      'javascript:alert(1)',
      '/api/files/',
      '/api/files/a/../b',
      '/api/other/x',
      '../art/crimson-fox',
      'Crimson Fox',
    ])
      expect(cardArtOf({ name: 'A Card Nobody Drew', image }), image).toBeUndefined();
    expect(artworkUrl('constructor')).toBeUndefined();
  });

  it('lists every artwork a design may take with its picture and name: one for each file, each file one of them', () => {
    expect(files.map((file) => file.replace(/\.svg$/, '')).sort()).toEqual([...ARTWORK_KEYS].sort());
    expect(ARTWORKS_WITH_URLS.find((artwork) => artwork.key === 'crimson-fox')).toEqual({
      key: 'crimson-fox',
      name: 'Crimson Fox',
      url: fox,
    });
    for (const artwork of ARTWORKS_WITH_URLS) expect(artwork.url, artwork.key).toMatch(/\.svg/);
  });
});
