import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKeys, projects } from '../../db/schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

/** Neither revoked nor past the end of its rotation's grace. */
const inForce = and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)));

export async function insertKey(db: Database, row: NewApiKeyRow): Promise<ApiKeyRow> {
  const [made] = await db.insert(apiKeys).values(row).returning();
  return made!;
}

/** The project's keys, newest first, those ended too (a creator sees what a rotation left). */
export const listKeys = (db: Database, projectId: string) =>
  db.select().from(apiKeys).where(eq(apiKeys.projectId, projectId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));

export async function findKey(db: Database, projectId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, keyId)));
  return row;
}

/** The key in force with this secret's hash, read on every request: a revocation holds from the next one. */
export async function findKeyInForce(db: Database, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), inForce));
  return row;
}

/** Holds the project's row to the end of the transaction: whoever counts its keys next waits for this count's outcome. */
export async function lockProjectKeys(tx: Database, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('no key update');
}

export async function countInForce(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), inForce));
  return row?.n ?? 0;
}

export async function revokeKey(db: Database, projectId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, keyId), inForce))
    .returning();
  return row;
}

/** The old key ends after its grace, replaced by the new one; none when it was no longer in force. */
export async function retireKey(db: Database, keyId: string, replacedById: string, graceHours: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ expiresAt: sql`now() + make_interval(hours => ${graceHours})`, replacedById })
    .where(and(eq(apiKeys.id, keyId), inForce))
    .returning();
  return row;
}

/** Notes a use, at most once a minute per key, so a burst of requests writes once. */
export async function touchKey(db: Database, keyId: string, everySeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${everySeconds})`)),
      ),
    );
}
