import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRandom, serverSeedHash } from '@arcana/shared/draw';

// The shared draw (pure JavaScript, so the browser can verify) checked against Node's own OpenSSL HMAC and SHA-256.
const SERVER_SEED = 'c5b3f1e0a9d8476b8e2f3a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';
const CLIENT_SEED = 'lucky-player';

describe('the fair draw, against an independent HMAC', () => {
  it('read HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) as big-endian 32-bit words', () => {
    const digest = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7`).digest();
    const firstWord = digest.readUInt32BE(0);
    // A bound of 2³² accepts every word, so the first number drawn is the first word itself.
    expect(fairRandom({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 7 }).int(2 ** 32)).toBe(firstWord);
  });

  it('skip a word at or above the largest multiple of the bound (no modulo bias), then go on to the next block', () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 1 };
    const words = [0, 1, 2].flatMap((block) => {
      const digest = createHmac('sha256', SERVER_SEED)
        .update(block === 0 ? `${CLIENT_SEED}:1` : `${CLIENT_SEED}:1:${block}`)
        .digest();
      return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
    });
    // With the bound one above half of 2³², only words below it are kept: each draw is the next such word.
    const bound = 2 ** 31 + 1;
    const kept = words.filter((word) => word < bound).slice(0, 10);
    const random = fairRandom(input);
    expect(kept.length).toBeGreaterThan(8);
    expect(Array.from({ length: kept.length }, () => random.int(bound))).toEqual(kept);
  });

  it('publish SHA-256 of the server seed as its hash', () => {
    expect(serverSeedHash(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });
});
