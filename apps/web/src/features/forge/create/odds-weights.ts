import { RARITIES } from '@arcana/shared';
import { HOUSE_WEIGHTS_BP, ODDS_TOTAL_BP } from '@arcana/shared/draw';
import type { TRarity, TWeights } from '@arcana/shared/schemas';

/**
 * The house odds over the rarities the collection has designs of, scaled to the whole 10,000 basis
 * points (largest remainder, so they add up exactly), and 0 for the rest: where most creators start.
 */
export function houseOddsFor(present: readonly TRarity[]): TWeights {
  const weights = Object.fromEntries(RARITIES.map((rarity) => [rarity, 0])) as TWeights;
  const base = present.reduce((sum, rarity) => sum + HOUSE_WEIGHTS_BP[rarity], 0);
  if (base === 0) return weights;
  const exact = present.map((rarity) => ({ rarity, share: (HOUSE_WEIGHTS_BP[rarity] * ODDS_TOTAL_BP) / base }));
  for (const { rarity, share } of exact) weights[rarity] = Math.floor(share);
  let left = ODDS_TOTAL_BP - exact.reduce((sum, { rarity }) => sum + weights[rarity], 0);
  for (const { rarity } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    weights[rarity] += 1;
  }
  return weights;
}

export const weightsTotal = (weights: TWeights): number => RARITIES.reduce((sum, rarity) => sum + weights[rarity], 0);

/** Basis points as the percent a creator reads: 2,500 bp is 25 %. */
export const bpToPercent = (bp: number): number => bp / 100;
export const percentToBp = (percent: number): number => Math.round(percent * 100);
