/**
 * Draws are credits (docs/product-rules.md "Draws are earned"): what grants them, as the ledger names
 * its sources, and what a collector is told when none is left.
 */
export const CREDIT_SOURCES = {
  /** The house project's first draws, once per account. */
  welcome: 'welcome',
  /** The house project's free draws of a day (UTC), once per day. */
  daily: 'daily',
  /** A card drawn: one credit spent. */
  draw: 'draw',
} as const;

/** Each published collection's first draw for each collector: what its free card was. */
export const COLLECTION_WELCOME_DRAWS = 1;

export const DRAW_CREDIT_MESSAGES = {
  noDrawsLeft: 'You have no draws left here: a free draw comes every day at 00:00 UTC',
  noDrawsLeftInCollection: 'You have no draws left in this collection: its ways to earn are on its project’s page',
  /** What a collector is told in the app, at their own time of day. */
  noDrawsLeftTitle: 'No draws left',
  nextFreeDraw: (at: string) => `Your next free draw comes at ${at}.`,
} as const;

/** The day (UTC) a daily grant belongs to, as the ledger names it: 2026-11-26. */
export const dailyGrantDay = (at: Date) => at.toISOString().slice(0, 10);

/** When the next day's free draws come: the next 00:00 UTC. */
export function nextDailyGrantAt(at: Date): Date {
  const next = new Date(at);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
