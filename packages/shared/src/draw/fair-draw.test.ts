import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { CARD_TYPES, RARITIES, RARITY_ODDS_PERCENT, RARITY_STAT_RANGES } from '../constants.js';
import { HOUSE_ODDS_V1 } from './catalogue.js';
import { fairDraw as fairDrawIn, fairRandom, serverSeedHash, type FairDrawInput } from './fair-random.js';
import { drawFromVersion, type RandomSource } from './odds.js';
import { verifyDraw } from './verify-draw.js';

/** A house draw: every house card is one. */
const fairDraw = (input: FairDrawInput) => fairDrawIn(input, HOUSE_ODDS_V1)!;

const SERVER_SEED = 'c5b3f1e0a9d8476b8e2f3a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';
const CLIENT_SEED = 'lucky-player';

/** Chi-square's critical value for 4 degrees of freedom (five rarities) at p = 0.001. */
const CHI_SQUARE_4_DF_P001 = 18.467;

describe('fair draws', () => {
  it('give the same card for the same seeds and nonce, and another for the next nonce', () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 };
    expect(fairDraw(input)).toEqual(fairDraw({ ...input }));
    const cards = Array.from({ length: 50 }, (_, nonce) => JSON.stringify(fairDraw({ ...input, nonce })));
    expect(new Set(cards).size).toBeGreaterThan(40);
  });

  it('refuse a bound it cannot draw below', () => {
    const random = fairRandom({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 0 });
    expect(() => random.int(0)).toThrow(RangeError);
    expect(() => random.int(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('follow the odds 50/25/15/8/2 over 100,000 draws (chi-square, p > 0.001)', () => {
    const draws = 100_000;
    const counts = new Map<string, number>(RARITIES.map((rarity) => [rarity, 0]));
    for (let nonce = 0; nonce < draws; nonce++) {
      const { rarity } = fairDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
      counts.set(rarity, counts.get(rarity)! + 1);
    }
    const chiSquare = RARITIES.reduce((sum, rarity) => {
      const expected = (RARITY_ODDS_PERCENT[rarity] / 100) * draws;
      return sum + (counts.get(rarity)! - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_4_DF_P001);
  });

  it('use every type, with stats inside the rarity’s range', () => {
    const types = new Set<string>();
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const card = fairDraw({ serverSeed: SERVER_SEED, clientSeed: 'types', nonce });
      types.add(card.type);
      const [min, max] = RARITY_STAT_RANGES[card.rarity];
      for (const stat of [card.power, card.defense]) {
        expect(stat).toBeGreaterThanOrEqual(min);
        expect(stat).toBeLessThanOrEqual(max);
      }
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.image.length).toBeGreaterThan(0);
    }
    expect([...types].sort()).toEqual([...CARD_TYPES].sort());
  });

  it('draw in the published order: rarity, type, catalogue entry, power, defense', () => {
    const rolls = [0, 5, 1, 0, 20]; // common; the sixth type; its second common card; the lowest power; defense 10 + 20
    const scripted: RandomSource = { int: () => rolls.shift()! };
    const card = drawFromVersion(scripted, HOUSE_ODDS_V1)!;
    expect(card).toMatchObject({ rarity: 'common', type: CARD_TYPES[5], power: RARITY_STAT_RANGES.common[0], defense: 30 });
  });
});

describe('the house version', () => {
  it('gives every card drawn before versions existed, the same in every field', () => {
    // 5,000 draws as the draw made them before odds versions (rarity by percent, type, entry, power,
    // defense), recorded then: the house version must give each of them again, or old proofs break.
    const cards = Array.from({ length: 5_000 }, (_, nonce) => {
      const { designId: _id, ...card } = fairDraw({ serverSeed: SERVER_SEED, clientSeed: 'before-versions', nonce });
      return card;
    });
    expect(cards[0]).toEqual({
      name: 'The Starborn Sage',
      description: 'Fell from the sky with every answer and chose to share a few.',
      image: '🔮',
      rarity: 'legendary',
      type: 'mage',
      power: 92,
      defense: 88,
    });
    expect(bytesToHex(sha256(utf8ToBytes(JSON.stringify(cards))))).toBe('41cb5d0227be7d2e1167df1b7e6dfcf456c1da16194fd357014905b7258d525b');
  });
});

describe('verifying a draw', () => {
  const input = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 3 };

  it('confirms the committed hash and the card received', () => {
    const card = fairDraw(input);
    const result = verifyDraw(input, { serverSeedHash: serverSeedHash(SERVER_SEED).toUpperCase(), card });
    expect(result).toEqual({ serverSeedHash: serverSeedHash(SERVER_SEED), hashMatches: true, drawn: card, cardMatches: true });
  });

  it('catches another seed, and a card that differs in any field', () => {
    const card = fairDraw(input);
    expect(verifyDraw(input, { serverSeedHash: serverSeedHash('another seed') }).hashMatches).toBe(false);
    expect(verifyDraw(input, { card: { ...card, power: card.power + 1 } }).cardMatches).toBe(false);
    const otherNonce = [4, 5, 6, 7].map((nonce) => ({ ...input, nonce })).find((other) => fairDraw(other).name !== card.name)!;
    expect(verifyDraw(otherNonce, { card }).cardMatches).toBe(false);
  });

  it('says nothing of what was not claimed', () => {
    expect(verifyDraw(input)).toMatchObject({ hashMatches: null, cardMatches: null });
  });
});
