import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { PENDING_SIGNUP_TTL_MS, type TProvider } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { signupTemp } from '../../db/schema.js';
import { deleteWhere, now, type SweepRule } from '../../lib/sweep.js';
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

/** A provider sign-in nobody holds yet: it waits here for a username (and, from Steam, an address). */
export async function startProviderSignup(
  db: Database,
  provider: TProvider,
  account: { id: string; verifiedEmail: string | null; data: Record<string, unknown> },
): Promise<{ id: string }> {
  const [pending] = await db
    .insert(signupTemp)
    .values({
      type: provider,
      provider,
      email: account.verifiedEmail,
      data: { providerUserId: account.id, account: account.data },
      expiresAt: new Date(Date.now() + PENDING_SIGNUP_TTL_MS),
    })
    .returning({ id: signupTemp.id });
  if (!pending) throw new Error('signup_temp insert returned nothing');
  return pending;
}

export const sweepPendingSignups: SweepRule = (tx) => deleteWhere(tx, signupTemp, lt(signupTemp.expiresAt, now));
