import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import type { RateLimitRule } from '../../config.js';
import { tooManyRequests } from '../../lib/app-error.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface RateLimiter {
  /** Counts one hit for each key; throws 429 when any of them is over its rule. */
  hit(rule: RateLimitRule, keys: string[]): Promise<void>;
}

/**
 * Fixed windows counted in the database with one upsert per key, so every instance sees the same
 * counters and two concurrent hits can never both read a stale count.
 */
export function createRateLimiter(db: Database): RateLimiter {
  async function count(rule: RateLimitRule, key: string) {
    const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
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
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
      });
    return row ?? { hits: 0, retryAfter: 0 };
  }

  return {
    async hit(rule, keys) {
      const results = await Promise.all(keys.map((key) => count(rule, key)));
      const over = results.find((r) => r.hits > rule.max);
      if (over) throw tooManyRequests('RATE_LIMITED', RATE_LIMITED_MESSAGE, Math.max(1, over.retryAfter));
    },
  };
}
