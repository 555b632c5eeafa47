import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { credentialChanges } from '../../db/schema.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';

/**
 * Notes, in the transaction that changes them, that the account's password, e-mail, two-factor or
 * wallet changed now (docs/product-rules.md "Trading"): its trade hold starts again, and its listings
 * leave the market.
 */
export async function noteCredentialsChanged(tx: Database, userId: string): Promise<void> {
  await tx
    .insert(credentialChanges)
    .values({ userId })
    .onConflictDoUpdate({ target: credentialChanges.userId, set: { changedAt: sql`now()` } });
  await recordDomainEvents(tx, [{ type: 'credentials.changed', userId, subject: {}, requestId: null }]);
}

/** When the account's password, e-mail or two-factor last changed; undefined when never. */
export async function credentialsChangedAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ at: credentialChanges.changedAt }).from(credentialChanges).where(eq(credentialChanges.userId, userId));
  return row?.at;
}
