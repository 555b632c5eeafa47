import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { drawFromVersion, type DrawnDesignCard, type Eligibility, type OddsVersion, type RandomSource } from './odds.js';

/** What one draw is derived from: the secret server seed, the player's client seed, and the draw's number. */
export interface FairDrawInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const WORD_RANGE = 2 ** 32;

/** The commitment shown before any draw: SHA-256 of the server seed's text, in hex. */
export const serverSeedHash = (serverSeed: string): string => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** The HMAC message of one block of randomness; the first is the published `${clientSeed}:${nonce}`. */
const blockMessage = ({ clientSeed, nonce }: FairDrawInput, block: number) =>
  block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;

/** One HMAC-SHA256 block as eight unsigned 32-bit words, read big-endian. */
function blockWords(input: FairDrawInput, block: number): number[] {
  const bytes = hmac(sha256, utf8ToBytes(input.serverSeed), utf8ToBytes(blockMessage(input, block)));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getUint32(i * 4));
}

/**
 * The draw's randomness, as provably-fair sites publish it: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`)
 * read as 32-bit words. A number below n takes the next word below the largest multiple of n under 2³²
 * (rejection sampling), so every value is equally likely: a plain `word % n` would favour the small ones.
 * A rejected word is simply skipped; should the block's eight words run out, the next block is
 * HMAC(serverSeed, `${clientSeed}:${nonce}:1`), then `:2`, and so on.
 */
export function fairRandom(input: FairDrawInput): RandomSource {
  let block = 0;
  let words = blockWords(input, block);
  const nextWord = () => {
    if (words.length === 0) words = blockWords(input, ++block);
    return words.shift()!;
  };
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > WORD_RANGE)
        throw new RangeError(`cannot draw below ${maxExclusive}`);
      const limit = WORD_RANGE - (WORD_RANGE % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/**
 * The card a server seed, client seed and nonce stand for in an odds version, given which designs had
 * supply left: what the server drew, and what anyone can check. Null when none had.
 */
export const fairDraw = (input: FairDrawInput, version: OddsVersion, isEligible?: Eligibility): DrawnDesignCard | null =>
  drawFromVersion(fairRandom(input), version, isEligible);
