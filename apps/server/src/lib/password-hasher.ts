import argon2 from 'argon2';

/** OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane). argon2 hashes on libuv's thread pool, off the event loop. */
const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
  verifyNothing(password: string): Promise<false>;
}

export function createPasswordHasher(): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, OWASP_ARGON2ID),
    verify: (hash, password) => argon2.verify(hash, password).catch(() => false),
    async verifyNothing(password) {
      decoy ??= argon2.hash('decoy-password', OWASP_ARGON2ID);
      await argon2.verify(await decoy, password).catch(() => false);
      return false;
    },
  };
}
