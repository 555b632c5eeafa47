import { CLIENT_SEED_MAX_LENGTH } from '../constants.js';

export const CLIENT_SEED_MESSAGES = {
  rule: `Client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} letters, digits, hyphens or underscores`,
} as const;

export const CLIENT_SEED_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${CLIENT_SEED_MAX_LENGTH}}$`);

export const validateClientSeed = (value: string): string | null => (CLIENT_SEED_PATTERN.test(value) ? null : CLIENT_SEED_MESSAGES.rule);
