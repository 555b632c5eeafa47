import { serverSeedHash } from './fair-random.js';

/**
 * A seed chain (docs/decisions/047): seeds made backwards from a secret last one, each the SHA-256 of
 * the next, so that the first hash — the head — commits to all of them. Draw n reveals seed n, and
 * hashing it n times gives the head: anyone checks a draw as soon as it is shown, and the seeds' order
 * was fixed before the first.
 */
export function hashesBack(seed: string, times: number): string {
  let value = seed;
  for (let i = 0; i < times; i += 1) value = serverSeedHash(value);
  return value;
}

/** Whether a seed drawn at `link` of a chain hashes back, `link` times, to the chain's head. */
export const reachesHead = (seed: string, link: number, head: string): boolean =>
  Number.isInteger(link) && link >= 1 && hashesBack(seed.trim().toLowerCase(), link) === head.trim().toLowerCase();
