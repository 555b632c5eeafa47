import { describe, expect, it } from 'vitest';
import { CARD_TYPES, RARITIES, RARITY_ODDS_PERCENT, RARITY_STAT_RANGES } from '@arcana/shared';
import { drawCard } from './card-draw.js';
import { seededRandom } from './random-source.js';

const DRAWS = 200_000;

describe('card draws', () => {
  it('follow the rarity odds 50/25/15/8/2 over many draws', () => {
    const random = seededRandom(20261122);
    const counts = Object.fromEntries(RARITIES.map((r) => [r, 0])) as Record<(typeof RARITIES)[number], number>;
    for (let i = 0; i < DRAWS; i++) counts[drawCard(random).rarity]++;
    for (const rarity of RARITIES) {
      const expected = (RARITY_ODDS_PERCENT[rarity] / 100) * DRAWS;
      // Five standard deviations of a binomial count: a fixed seed makes it repeatable, the width makes it honest.
      const tolerance = 5 * Math.sqrt(expected * (1 - RARITY_ODDS_PERCENT[rarity] / 100));
      expect(Math.abs(counts[rarity] - expected), rarity).toBeLessThan(tolerance);
    }
  });

  it('uses every type, with stats inside the rarity’s range', () => {
    const random = seededRandom(7);
    const types = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const card = drawCard(random);
      types.add(card.type);
      const [min, max] = RARITY_STAT_RANGES[card.rarity];
      expect(card.power).toBeGreaterThanOrEqual(min);
      expect(card.power).toBeLessThanOrEqual(max);
      expect(card.defense).toBeGreaterThanOrEqual(min);
      expect(card.defense).toBeLessThanOrEqual(max);
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.image.length).toBeGreaterThan(0);
    }
    expect([...types].sort()).toEqual([...CARD_TYPES].sort());
  });
});
