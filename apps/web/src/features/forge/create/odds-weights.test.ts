import { describe, expect, it } from 'vitest';
import { HOUSE_WEIGHTS_BP } from '@arcana/shared/draw';
import { houseOddsFor, weightsTotal } from './odds-weights';

describe('the house odds over the rarities a collection has', () => {
  it('are the house odds themselves when every rarity is there', () => {
    expect(houseOddsFor(['common', 'uncommon', 'rare', 'epic', 'legendary'])).toEqual(HOUSE_WEIGHTS_BP);
  });

  it('keep the house proportions over fewer rarities, add up to exactly 10,000 and give the rest nothing', () => {
    const weights = houseOddsFor(['uncommon', 'rare', 'legendary']);
    // 2,500 : 1,500 : 200 of 4,200, largest remainders first.
    expect(weights).toEqual({ common: 0, uncommon: 5_952, rare: 3_572, epic: 0, legendary: 476 });
    expect(weightsTotal(weights)).toBe(10_000);
  });

  it('give a lone rarity the whole draw', () => {
    expect(houseOddsFor(['epic'])).toEqual({ common: 0, uncommon: 0, rare: 0, epic: 10_000, legendary: 0 });
  });
});
