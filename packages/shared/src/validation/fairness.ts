import { CLIENT_SEED_MAX_LENGTH } from '../constants.js';

export const FAIRNESS_MESSAGES = {
  clientSeed: `Client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} letters, digits, hyphens or underscores`,
  serverSeedRequired: 'Enter the revealed server seed',
  nonce: 'Nonce must be a whole number, 0 or more',
  chainExhausted: 'Your seed chain in this project ran out with this draw’s batch. Its next chain is published now: draw again.',
} as const;

/** Letters, digits, - and _ only: no ':', so `${clientSeed}:${nonce}` can be read only one way. */
export const CLIENT_SEED_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${CLIENT_SEED_MAX_LENGTH}}$`);

export const validateClientSeed = (value: string): string | null => (CLIENT_SEED_PATTERN.test(value) ? null : FAIRNESS_MESSAGES.clientSeed);

export const validateNonce = (value: string): string | null => (/^\d{1,9}$/.test(value.trim()) ? null : FAIRNESS_MESSAGES.nonce);
