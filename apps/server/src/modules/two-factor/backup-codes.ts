import { createHash, randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT, BACKUP_CODE_GROUPS, normalizeBackupCode } from '@arcana/shared';

/** No 0/O or 1/I/L: a code is read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP_LENGTH = 4;

function newCode(): string {
  const groups = Array.from({ length: BACKUP_CODE_GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export const generateBackupCodes = (): string[] => Array.from({ length: BACKUP_CODE_COUNT }, newCode);

/** As the client sends it (upper-cased, no spaces), and the hyphens between groups do not matter either. */
const canonical = (code: string) => normalizeBackupCode(code).replaceAll('-', '');

/**
 * The codes are ~78 random bits each, so a plain SHA-256 is enough to make a stolen table useless
 * (a slow hash defends guessable secrets, which these are not).
 */
export const hashBackupCode = (code: string) => createHash('sha256').update(canonical(code)).digest('hex');
