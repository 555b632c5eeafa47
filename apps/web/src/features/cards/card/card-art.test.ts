import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cardArtSlug } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { cardArtUrl } from './card-art';

const ART_DIR = join(import.meta.dirname, '..', 'art');
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
