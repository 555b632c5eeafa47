import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes on libuv's thread
 * pool, off the event loop, and is several times faster here than the reference build (docs/decisions).
 */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>; // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
const OWASP_ARGON2ID: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
  verifyNothing(password: string): Promise<false>;
}

/**
 * Hashes run on the thread pool, at most one fewer at a time than there are cores: a burst of logins
 * queues here instead of taking every core from the event loop (and the requests it serves meanwhile).
 */
export function createPasswordHasher(concurrency = Math.max(1, availableParallelism() - 1)): PasswordHasher {
  const limit = pLimit(concurrency);
  let decoy: Promise<string> | undefined;
  const check = (stored: string, password: string) => limit(() => verify(stored, password)).catch(() => false);
  return {
    hash: (password) => limit(() => hash(password, OWASP_ARGON2ID)),
    verify: check,
    async verifyNothing(password) {
      decoy ??= limit(() => hash('decoy-password', OWASP_ARGON2ID));
      await check(await decoy, password);
      return false;
    },
  };
}
