import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { identities } from '../../db/schema.js';

/** The identities table: who an account is at each provider (unique per provider and provider user id). */
export type IdentityRow = typeof identities.$inferSelect;

export async function findIdentity(db: Database, provider: string, providerUserId: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

export async function findUserIdentity(db: Database, userId: string, provider: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .limit(1);
  return row;
}

/** Linked through the provider's own sign-in, so verified from the start. */
export async function insertIdentity(
  db: Database,
  values: { userId: string; provider: string; providerUserId: string; data: Record<string, unknown> },
): Promise<void> {
  await db.insert(identities).values({ ...values, verifiedAt: new Date() });
}

/** What the provider shows of the account may change between sign-ins (a new username). */
export async function updateIdentityData(db: Database, id: string, data: Record<string, unknown>): Promise<void> {
  await db.update(identities).set({ data }).where(eq(identities.id, id));
}

export async function deleteUserIdentity(db: Database, userId: string, provider: string): Promise<boolean> {
  const deleted = await db
    .delete(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .returning({ id: identities.id });
  return deleted.length > 0;
}

/** The providers linked to this account. */
export async function linkedProviders(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, userId));
  return rows.map((row) => row.provider);
}

/** Unlinks the providers that sign in by the account's address, which has just changed. */
export async function deleteIdentitiesOf(db: Database, userId: string, providers: readonly string[]): Promise<void> {
  await db.delete(identities).where(and(eq(identities.userId, userId), inArray(identities.provider, [...providers])));
}
