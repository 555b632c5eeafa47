import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { noteCredentialsChanged } from '../users/index.js';

/**
 * The account's two-factor columns, written by this module alone (docs/decisions/027): the sealed
 * secret, when it was enabled, and the step of the last code accepted.
 */

/** A new secret (sealed) at two-factor setup; it takes effect once a code from it is verified. */
export async function storeTotpSecret(db: Database, userId: string, sealedSecret: string): Promise<void> {
  await db.update(users).set({ totpSecret: sealedSecret, totpLastStep: null, totpLastUsedAt: null }).where(eq(users.id, userId));
}

/** Remembers the step of an accepted code, only if it is later than the last one: a code is never used twice. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const [claimed] = await db
    .update(users)
    .set({ totpLastStep: step, totpLastUsedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return Boolean(claimed);
}

export async function markTwoFactorUsed(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpLastUsedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markTwoFactorEnabled(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await noteCredentialsChanged(db, userId);
}

export async function clearTwoFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpLastUsedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await noteCredentialsChanged(db, userId);
}
