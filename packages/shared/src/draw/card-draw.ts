import { CARD_TYPES, RARITIES, RARITY_ODDS_PERCENT, RARITY_STAT_RANGES } from '../constants.js';
import type { TCardType, TRarity } from '../schemas/cards.js';
import { CARD_CATALOGUE, TYPE_EMOJI } from './catalogue.js';

/** Where a draw gets its randomness: the fair source (fair-random.ts) on the server and in the verifier. */
export interface RandomSource {
  /** A whole number in [0, maxExclusive), every value equally likely. */
  int(maxExclusive: number): number;
}

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

function drawRarity(random: RandomSource): TRarity {
  let roll = random.int(ODDS_TOTAL);
  for (const rarity of RARITIES) {
    roll -= RARITY_ODDS_PERCENT[rarity];
    if (roll < 0) return rarity;
  }
  throw new Error(`a roll below ${ODDS_TOTAL} always lands on a rarity`);
}

const pick = <T>(random: RandomSource, items: readonly T[]): T => items[random.int(items.length)]!;
const inRange = (random: RandomSource, [min, max]: readonly [number, number]) => min + random.int(max - min + 1);

/**
 * A card from five numbers, always in this order: rarity by its published odds, type, catalogue entry,
 * power, defense. The order is part of the published scheme (/fairness): changing it changes every card.
 */
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
