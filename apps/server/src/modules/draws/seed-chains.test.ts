import { describe, expect, it } from 'vitest';
import { hashesBack, reachesHead, serverSeedHash } from '@arcana/shared/draw';
import { linkSeeds } from './seed-chains.repo.js';

const LAST_SEED = 'c5b3f1e0a9d8476b8e2f3a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';

describe('a seed chain', () => {
  it('is hashed down by the server as the browser checks it: each link’s seed to the one before, n times to the head', () => {
    // A chain of 6 from a known last seed, read by the server (Node's SHA-256) and checked by the shared code.
    const seeds = linkSeeds(LAST_SEED, 6, 1, 6);
    expect(seeds[5]).toBe(LAST_SEED);
    const head = hashesBack(LAST_SEED, 6);
    expect(serverSeedHash(seeds[0]!)).toBe(head);
    seeds.forEach((seed, i) => {
      expect(reachesHead(seed, i + 1, head)).toBe(true);
      expect(reachesHead(seed, i + 2, head)).toBe(false);
    });
    expect(linkSeeds(LAST_SEED, 6, 3, 4)).toEqual(seeds.slice(2, 4));
    expect(reachesHead(seeds[2]!.replace(/^./, '0'), 3, head)).toBe(false);
    expect(reachesHead(seeds[2]!.toUpperCase(), 3, head)).toBe(true);
  });
});
