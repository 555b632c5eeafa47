import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';
import type { RateLimitRule } from '../../config.js';
import { tooManyRequests } from '../../lib/app-error.js';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** A client address may try ten times as often as one account may be tried (shared networks). */
export const PER_IP_FACTOR = 10;

export interface RateLimiter {
  /** Counts one attempt on an account (or address) and on the client's IP; throws 429 when either is over. */
  hit(scope: string, rule: RateLimitRule, subject: string, ip: string): Promise<void>;
}

/**
 * Fixed windows counted in the database by one upsert, so every instance sees the same counters and
 * two concurrent hits can never both read a stale count.
 */
export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(scope, rule, subject, ip) {
      const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
      const subjectKey = `${scope}:${subject}`;
      const rows = await db
        .insert(rateLimits)
        .values([
          { key: subjectKey, windowStartedAt: sql`now()`, hits: 1 },
          { key: `${scope}-ip:${ip}`, windowStartedAt: sql`now()`, hits: 1 },
        ])
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({
          key: rateLimits.key,
          hits: rateLimits.hits,
          retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
        });
      const over = rows.find((row) => row.hits > (row.key === subjectKey ? rule.max : rule.max * PER_IP_FACTOR));
      if (over) throw tooManyRequests('RATE_LIMITED', RATE_LIMITED_MESSAGE, Math.max(1, over.retryAfter));
    },
  };
}
