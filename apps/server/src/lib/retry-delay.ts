import { secureFraction } from './secure-random.js';

/** How failed work waits before its next attempt: the outbox's events and the job runner's jobs alike. */
export interface Backoff {
  firstMs: number;
  longestMs: number;
}

/** The outbox's and most jobs': a second, doubling, at most three hours (about a day over 12 attempts). */
export const STANDARD_BACKOFF: Backoff = { firstMs: 1000, longestMs: 3 * 60 * 60 * 1000 };

/**
 * Exponential backoff with jitter (half the delay fixed, half random): work that failed together does
 * not come back together. `attempts`: how many failed before this wait.
 */
export function retryDelayMs(attempts: number, { firstMs, longestMs }: Backoff = STANDARD_BACKOFF, random = secureFraction): number {
  const delay = Math.min(longestMs, firstMs * 2 ** attempts);
  return Math.round(delay / 2 + random() * (delay / 2));
}
