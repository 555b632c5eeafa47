import { randomInt } from 'node:crypto';

/** Where draws get their randomness: crypto in production, a seeded sequence in tests. */
export interface RandomSource {
  /** A whole number in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRandom: RandomSource = { int: (maxExclusive) => randomInt(maxExclusive) };

/** mulberry32: repeatable for a seed, good enough to check odds over many draws. Tests only. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (maxExclusive) => Math.floor(next() * maxExclusive) };
}
