import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { signupTemp } from '../../db/schema.js';
import { unauthorized } from '../../lib/app-error.js';
import type { TokenService } from '../../lib/jwt.js';

export const SIGNUP_EXPIRED_MESSAGE = 'Your signup session has expired. Please sign up again.';

export const signupExpired = () => unauthorized('SIGNUP_EXPIRED', SIGNUP_EXPIRED_MESSAGE);

/** The signup a temporary token names, while it is still choosing its username (and picture). */
export async function findPendingSignup(db: Database, tokens: TokenService, tempToken: string) {
  const { sub: id } = await tokens.verifyTemp('signup', tempToken);
  const [pending] = await db
    .select()
    .from(signupTemp)
    .where(and(eq(signupTemp.id, id), gt(signupTemp.expiresAt, sql`now()`)))
    .limit(1);
  if (!pending) throw signupExpired();
  return pending;
}
