import { hash, verify, type Options } from '@node-rs/argon2';

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

export function createPasswordHasher(): PasswordHasher {
  let decoy: Promise<string> | undefined;
  const check = (stored: string, password: string) => verify(stored, password).catch(() => false);
  return {
    hash: (password) => hash(password, OWASP_ARGON2ID),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash('decoy-password', OWASP_ARGON2ID);
      await check(await decoy, password);
      return false;
    },
  };
}
