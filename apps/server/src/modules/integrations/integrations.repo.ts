import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integrations } from '../../db/schema.js';

export type IntegrationRow = typeof integrations.$inferSelect;

export async function userIntegrations(db: Database, userId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.userId, userId));
}

export async function recordGameDetailsAccess(db: Database, userId: string, provider: string, access: boolean): Promise<void> {
  const values = { gameDetailsAccess: access, lastChecked: new Date() };
  await db
    .insert(integrations)
    .values({ userId, provider, ...values })
    .onConflictDoUpdate({ target: [integrations.userId, integrations.provider], set: values });
}

/** An unlinked provider's facts go with it: linking again starts pending. */
export async function forgetIntegration(db: Database, userId: string, provider: string): Promise<void> {
  await db.delete(integrations).where(and(eq(integrations.userId, userId), eq(integrations.provider, provider)));
}
