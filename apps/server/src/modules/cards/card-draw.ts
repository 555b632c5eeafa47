import { CARD_TYPES, RARITIES, RARITY_ODDS_PERCENT, RARITY_STAT_RANGES } from '@arcana/shared';
import { type TCardType, type TRarity } from '@arcana/shared/schemas';
import { CARD_CATALOGUE, TYPE_EMOJI } from './card-catalogue.js';
import type { RandomSource } from './random-source.js';

export interface DrawnCard {
  name: string;
  description: string;
  image: string;
  rarity: TRarity;
  type: TCardType;
  power: number;
  defense: number;
}

const ODDS_TOTAL = RARITIES.reduce((sum, rarity) => sum + RARITY_ODDS_PERCENT[rarity], 0);

export function drawRarity(random: RandomSource): TRarity {
  let roll = random.int(ODDS_TOTAL);
  for (const rarity of RARITIES) {
    roll -= RARITY_ODDS_PERCENT[rarity];
    if (roll < 0) return rarity;
  }
  return 'common';
}

const pick = <T>(random: RandomSource, items: readonly T[]): T => items[random.int(items.length)]!;
const inRange = (random: RandomSource, [min, max]: readonly [number, number]) => min + random.int(max - min + 1);

/** A random card: rarity by the spec's odds, then type, catalogue entry and stats. */
export function drawCard(random: RandomSource): DrawnCard {
  const rarity = drawRarity(random);
  const type = pick(random, CARD_TYPES);
  const entry = pick(random, CARD_CATALOGUE[type][rarity]);
  return {
    ...entry,
    image: TYPE_EMOJI[type],
    rarity,
    type,
    power: inRange(random, RARITY_STAT_RANGES[rarity]),
    defense: inRange(random, RARITY_STAT_RANGES[rarity]),
  };
}
