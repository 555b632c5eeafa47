import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { identities, oneTimeTokens, sessions, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;

export interface UserProfile {
  user: UserRow;
  identities: IdentityRow[];
  pendingEmail: string | null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row);
}

export async function loadProfile(db: Database, user: UserRow): Promise<UserProfile> {
  const [linked, [pending]] = await Promise.all([
    db.select().from(identities).where(eq(identities.userId, user.id)),
    db
      .select({ payload: oneTimeTokens.payload })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          eq(oneTimeTokens.kind, 'email_change'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1),
  ]);
  const pendingEmail = typeof pending?.payload.email === 'string' ? pending.payload.email : null;
  return { user, identities: linked, pendingEmail };
}

export type SessionLookup = { status: 'ok'; user: UserRow } | { status: 'no-user' } | { status: 'revoked' };

/** One query per authenticated request: the user, and whether the token's session is still alive. */
export async function findSessionUser(db: Database, userId: string, sessionId: string): Promise<SessionLookup> {
  const [row] = await db
    .select({ user: users, sessionRevokedAt: sessions.revokedAt, sessionId: sessions.id })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return { status: 'no-user' };
  if (!row.sessionId || row.sessionRevokedAt) return { status: 'revoked' };
  return { status: 'ok', user: row.user };
}
