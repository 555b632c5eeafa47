import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import { ago, deleteWhere, type SweepRule } from '../../lib/sweep.js';
import type { RateLimitRule } from '../../config.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { visitorAddress } from '../../lib/address-blocks.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** A client address may try ten times as often as one account may be tried (shared networks). */
export const PER_IP_FACTOR = 10;
/** Every address together may fail on one account ten times as often as one address may. */
export const PER_ACCOUNT_CEILING_FACTOR = 10;

/** One counter: its key, and how many hits its window allows. */
export interface LimitKey extends RateLimitRule {
  key: string;
}

export interface RateLimiter {
  /** Counts one attempt on every key; throws 429 when any of them is over its limit. */
  hit(keys: LimitKey[]): Promise<void>;
  /** Takes an attempt back (it proved right), so only failures stay counted. */
  refund(keys: LimitKey[]): Promise<void>;
}

/** An account (or address) and the client's IP: each limited on its own. */
/** An address's counter: an IPv6 host is given a whole /64, so it is counted by its /64 (docs/product-rules.md "Rate limits"). */
export const addressKey = (scope: string, ip: string) => `${scope}-ip:${visitorAddress(ip)}`;

export const subjectAndIp = (scope: string, rule: RateLimitRule, subject: string, ip: string): LimitKey[] => [
  { key: `${scope}:${subject}`, ...rule },
  { key: addressKey(scope, ip), max: rule.max * PER_IP_FACTOR, windowSeconds: rule.windowSeconds },
];

/** The counters of one guess: all are counted up front; a right guess takes back `refundable`. */
export interface GuessLimits {
  keys: LimitKey[];
  refundable: LimitKey[];
}

/**
 * Guesses of a secret (a password, a code): counted per account and address, so someone else's
 * failures from another address never lock the owner out; an account has a much higher ceiling over
 * all addresses (a distributed guess). An address also has a ceiling over all accounts (spraying),
 * which a right guess does not take back: otherwise one's own correct logins would pay for guesses
 * at everyone else's accounts.
 */
export function guessLimits(scope: string, rule: RateLimitRule, account: string, ip: string): GuessLimits {
  const refundable = [
    { key: `${scope}:${account}:${visitorAddress(ip)}`, ...rule },
    { key: `${scope}:${account}`, max: rule.max * PER_ACCOUNT_CEILING_FACTOR, windowSeconds: rule.windowSeconds },
  ];
  return {
    keys: [...refundable, { key: addressKey(scope, ip), max: rule.max * PER_IP_FACTOR, windowSeconds: rule.windowSeconds }],
    refundable,
  };
}

/** Runs one guess under its limits: 429 when over; a guess that throws stays counted, a right one is taken back. */
export async function underGuessLimits<T>(limiter: RateLimiter, limits: GuessLimits, guess: () => Promise<T>): Promise<T> {
  await limiter.hit(limits.keys);
  const result = await guess();
  await limiter.refund(limits.refundable);
  return result;
}

/**
 * Fixed windows counted in the database by one upsert, so every instance sees the same counters and
 * two concurrent hits can never both read a stale count.
 */
export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(keys) {
      const rows = await Promise.all(
        keys.map(async ({ key, max, windowSeconds }) => {
          const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
          const [row] = await db
            .insert(rateLimits)
            .values({ key, windowStartedAt: sql`now()`, hits: 1 })
            .onConflictDoUpdate({
              target: rateLimits.key,
              set: {
                hits: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
                windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
              },
            })
            .returning({
              hits: rateLimits.hits,
              retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
            });
          return { over: (row?.hits ?? 0) > max, retryAfter: row?.retryAfter ?? windowSeconds };
        }),
      );
      const over = rows.find((row) => row.over);
      if (over) throw tooManyRequests('RATE_LIMITED', RATE_LIMITED_MESSAGE, Math.max(1, over.retryAfter));
    },

    async refund(keys) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(
          inArray(
            rateLimits.key,
            keys.map((k) => k.key),
          ),
        );
    },
  };
}

/** A counter whose window began before the longest window is reset by its next hit anyway. */
export const sweepRateLimits =
  (longestWindowS: number): SweepRule =>
  (tx) =>
    deleteWhere(tx, rateLimits, lt(rateLimits.windowStartedAt, ago(longestWindowS * 1000)));
