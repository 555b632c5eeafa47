import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { LOGIN_PROVIDERS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { identities, oneTimeTokens, sessions, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export interface LinkedIdentity {
  provider: string;
  data: Record<string, unknown>;
  verifiedAt: string | null;
}

/** Everything the API shows of a user. */
export interface UserProfile {
  user: UserRow;
  identities: LinkedIdentity[];
  pendingEmail: string | null;
}

/** A new account; the caller has made sure its username and e-mail are free. */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Deletes the account holding this address if nobody ever proved the inbox (unverified, no login
 * provider): the inbox decides who owns an address, never who typed it first.
 */
export async function releaseUnverifiedEmail(db: Database, email: string): Promise<void> {
  await db.delete(users).where(
    and(
      eq(users.email, email),
      isNull(users.emailVerifiedAt),
      notExists(
        db
          .select({ one: sql`1` })
          .from(identities)
          .where(and(eq(identities.userId, users.id), inArray(identities.provider, [...LOGIN_PROVIDERS]))),
      ),
    ),
  );
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row);
}

/** The profile's extra parts as subqueries, so a user and their profile come back in one round trip. */
const profileColumns = {
  identities: sql<LinkedIdentity[]>`coalesce((
    select json_agg(json_build_object('provider', ${identities.provider}, 'data', ${identities.data}, 'verifiedAt', ${identities.verifiedAt}))
    from ${identities} where ${identities.userId} = ${users.id}), '[]'::json)`,
  pendingEmail: sql<string | null>`(
    select ${oneTimeTokens.payload}->>'email' from ${oneTimeTokens}
    where ${oneTimeTokens.userId} = ${users.id} and ${oneTimeTokens.kind} = 'email_change'
      and ${oneTimeTokens.usedAt} is null and ${oneTimeTokens.expiresAt} > now()
    limit 1)`,
};

export async function loadProfile(db: Database, by: { id: string } | { email: string }): Promise<UserProfile | undefined> {
  const [row] = await db
    .select({ user: users, ...profileColumns })
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email))
    .limit(1);
  return row;
}

/** What a request may rely on about its session besides the user: when presence was last proved in it. */
export interface SessionFacts {
  reauthenticatedAt: Date | null;
}

export type SessionLookup = { status: 'ok'; profile: UserProfile; session: SessionFacts } | { status: 'no-user' } | { status: 'revoked' };

/** Built once per database: every authenticated request runs it, so its SQL is not rebuilt each time. */
function prepareSessionProfileQuery(db: Database) {
  return db
    .select({
      user: users,
      ...profileColumns,
      sessionId: sessions.id,
      sessionRevokedAt: sessions.revokedAt,
      sessionReauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_session_profile');
}

const sessionProfileQueries = new WeakMap<Database, ReturnType<typeof prepareSessionProfileQuery>>();

/** One query per authenticated request: the user's profile, and whether the token's session is still alive. */
export async function findSessionProfile(db: Database, userId: string, sessionId: string): Promise<SessionLookup> {
  let query = sessionProfileQueries.get(db);
  if (!query) sessionProfileQueries.set(db, (query = prepareSessionProfileQuery(db)));
  const [row] = await query.execute({ userId, sessionId });
  if (!row) return { status: 'no-user' };
  if (!row.sessionId || row.sessionRevokedAt) return { status: 'revoked' };
  return {
    status: 'ok',
    profile: { user: row.user, identities: row.identities, pendingEmail: row.pendingEmail },
    session: { reauthenticatedAt: row.sessionReauthenticatedAt },
  };
}
