import { createHmac } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '@arcana/shared';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ANY = UPPER + LOWER + DIGITS;

/**
 * A demo account's password, derived from this installation's secret: every run of the seed prints the
 * same one (so it can be run again), and nobody without the secret can guess it, not even on a server
 * reachable from outside. It meets the password rules: the longest length allowed, one of each kind of
 * character (without the look-alikes I, O, l, 0 and 1, since people copy it by eye).
 */
export function demoPassword(secret: string, email: string): string {
  const bytes = createHmac('sha256', secret).update(`arcana demo password\0${email}`).digest();
  const from = (alphabet: string, byte: number) => alphabet[byte % alphabet.length]!;
  const rest = Array.from(bytes.subarray(3, PASSWORD_MAX_LENGTH), (byte) => from(ANY, byte));
  return from(UPPER, bytes[0]!) + from(LOWER, bytes[1]!) + from(DIGITS, bytes[2]!) + rest.join('');
}
