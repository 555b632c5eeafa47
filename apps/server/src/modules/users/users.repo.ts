import { and, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { LOGIN_PROVIDERS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { identities, oneTimeTokens, sessions, users, type OneTimeKind } from '../../db/schema.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';

/**
 * The users table's writer: every INSERT, UPDATE and DELETE on it is a named function here, run on the
 * executor it is given (the database, or the transaction of a multi-step change). The two-factor, wallet
 * and last-active columns are their modules' to write (docs/decisions/027).
 */

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

/** The unique constraints of users (migration 0000), by the field each keeps unique. */
const UNIQUE_FIELDS: Record<string, 'username' | 'email' | 'wallet' | 'identity'> = {
  users_username_lower_idx: 'username',
  users_email_unique: 'email',
  users_wallet_public_key_unique: 'wallet',
  // identities: one account per provider account
  identities_provider_user_idx: 'identity',
};

/** Which field of users a refused write would have duplicated: another account holds it. */
export const takenUserField = (error: unknown) => UNIQUE_FIELDS[violatedUniqueConstraint(error) ?? ''];

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Nobody ever proved a way in: no verified e-mail, no login provider (docs/product-rules.md "E-mail verification"). */
function neverVerified(db: Database): SQL {
  const loginProvider = db
    .select({ one: sql`1` })
    .from(identities)
    .where(and(eq(identities.userId, users.id), inArray(identities.provider, [...LOGIN_PROVIDERS])));
  return and(isNull(users.emailVerifiedAt), notExists(loginProvider))!;
}

/**
 * Deletes the account holding this address if nobody ever proved the inbox: the inbox decides who
 * owns an address, never who typed it first.
 */
export async function releaseUnverifiedEmail(db: Database, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, email), neverVerified(db)));
}

/**
 * An address a provider proved belongs to whoever proved it: an account that never did gives it up
 * (deleted when it has no other way in, otherwise it keeps its sign-ins without the address).
 */
export async function takeUnprovedEmail(db: Database, email: string): Promise<void> {
  await releaseUnverifiedEmail(db, email);
  await db
    .update(users)
    .set({ email: null, updatedAt: sql`now()` })
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)));
}

/**
 * Never-verified accounts created before `createdBefore` whose verification link has expired: nobody
 * can ever use them. Their rows go with them (ON DELETE CASCADE). Answers how many went.
 */
export async function deleteAbandonedAccounts(db: Database, createdBefore: SQL): Promise<number> {
  const liveLink = db
    .select({ one: sql`1` })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, users.id),
        eq(oneTimeTokens.kind, 'verify_email' satisfies OneTimeKind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  const gone = await db
    .delete(users)
    .where(and(neverVerified(db), lt(users.createdAt, createdBefore), notExists(liveLink)))
    .returning({ id: users.id });
  return gone.length;
}

/** A new account (signup, or the seed's demo accounts); the caller has made sure its username and e-mail are free. */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** What a user edits in settings; a field left undefined stays as it is (pfpKey null removes the picture). */
export async function updateProfileFields(db: Database, userId: string, fields: { username?: string; pfpKey?: string | null }) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The address is proved (the link was opened); answers false when the user is gone. */
export async function markEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return Boolean(row);
}

/** A new address, verified as it is set (it comes from a link opened in that inbox). */
export async function setVerifiedEmail(db: Database, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** `verifiesEmail`: the password came through a link mailed to the address (a reset), which proves it too. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string, options: { verifiesEmail?: boolean } = {}) {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: sql`now()`,
      ...(options.verifiesEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, userId));
}

export type Role = 'admin' | 'developer';
const roleColumn = { admin: 'isAdmin', developer: 'isDeveloper' } as const;

export async function setRole(db: Database, userId: string, role: Role, on: boolean): Promise<void> {
  await db
    .update(users)
    .set({ [roleColumn[role]]: on, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The accounts holding one of these addresses, verified. */
export async function findVerifiedHolders(db: Database, emails: string[]): Promise<Array<{ id: string; email: string }>> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), isNotNull(users.emailVerifiedAt)));
  return rows.flatMap((row) => (row.email ? [{ id: row.id, email: row.email }] : []));
}

/** Makes these accounts admin; answers the ones that were not already. */
export async function makeAdmins(db: Database, userIds: string[]): Promise<Array<{ id: string; email: string | null }>> {
  if (userIds.length === 0) return [];
  return db
    .update(users)
    .set({ isAdmin: true, updatedAt: sql`now()` })
    .where(and(inArray(users.id, userIds), eq(users.isAdmin, false)))
    .returning({ id: users.id, email: users.email });
}

/** The admins' rows, locked until the transaction ends: two revocations cannot both see another admin left. */
export async function lockAdmins(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id).for('update');
  return rows.map((row) => row.id);
}

/** Answers false when the user was already gone. */
export async function deleteUser(db: Database, userId: string): Promise<boolean> {
  const gone = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return gone.length > 0;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row);
}

/**
 * The outer user's id, always qualified: Drizzle writes a single-table select's columns unqualified,
 * and a bare "id" inside the subqueries below would name the subquery's own table.
 */
const outerUserId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

/** The profile's extra parts as subqueries, so a user and their profile come back in one round trip. */
const profileColumns = {
  identities: sql<LinkedIdentity[]>`coalesce((
    select json_agg(json_build_object('provider', ${identities.provider}, 'data', ${identities.data}, 'verifiedAt', ${identities.verifiedAt}))
    from ${identities} where ${identities.userId} = ${outerUserId}), '[]'::json)`,
  pendingEmail: sql<string | null>`(
    select ${oneTimeTokens.payload}->>'email' from ${oneTimeTokens}
    where ${oneTimeTokens.userId} = ${outerUserId} and ${oneTimeTokens.kind} = 'email_change'
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
  /** On an observer's session: the admin observing. */
  actorId: string | null;
  /** On an observer's session: when it ends. */
  expiresAt: Date | null;
}

/** A session with an end (an observer's) is over once that time has passed, cached or not. */
export const sessionOver = (session: SessionFacts, now = Date.now()) => session.expiresAt !== null && session.expiresAt.getTime() <= now;

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
      sessionActorId: sessions.actorId,
      sessionExpiresAt: sessions.expiresAt,
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
  const session = { reauthenticatedAt: row.sessionReauthenticatedAt, actorId: row.sessionActorId, expiresAt: row.sessionExpiresAt };
  if (!row.sessionId || row.sessionRevokedAt || sessionOver(session)) return { status: 'revoked' };
  return { status: 'ok', profile: { user: row.user, identities: row.identities, pendingEmail: row.pendingEmail }, session };
}

/** The user's row, locked until the transaction ends: changes that must see each other's outcome queue behind it. */
export async function lockUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
