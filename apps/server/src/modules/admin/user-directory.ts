import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_USER_WINDOW_MS } from '@arcana/shared';
import type { TAdminStats, TAdminUser, TAdminUserFilter, TAdminUsersQuery } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { identities, users } from '../../db/schema.js';
import { after, decodeCursor, keyText, pageOf } from '../../lib/keyset-cursor.js';
import { providersOf } from '../users/index.js';

/**
 * What the admin panel reads about users: the statistics and the searchable list. Reads only; the
 * users table is written by users.repo.
 */

const linked = (provider: string) =>
  sql`exists (select 1 from ${identities} where ${identities.userId} = ${users.id} and ${identities.provider} = ${provider})`;
/** docs/product-rules.md "Admin": active means updated or created within 7 days; a sign-in or refresh counts as an update. */
const recentlyActive = sql`greatest(${users.createdAt}, ${users.updatedAt}, ${users.lastActiveAt}) > now() - make_interval(secs => ${ACTIVE_USER_WINDOW_MS / 1000})`;

const FILTERS: Record<TAdminUserFilter, SQL> = {
  admin: sql`${users.isAdmin}`,
  wallet: sql`${users.walletPublicKey} is not null`,
  discord: linked('discord'),
  password: sql`${users.passwordHash} is not null`,
  recentlyActive,
};

const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

/** Every figure in one round trip: a single pass over users, with filtered counts. */
export async function adminStats(db: Database): Promise<TAdminStats> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: count(recentlyActive),
      admins: count(FILTERS.admin),
      wallets: count(FILTERS.wallet),
      verified: count(sql`${users.emailVerifiedAt} is not null`),
      twoFactor: count(sql`${users.totpEnabledAt} is not null`),
      discord: count(FILTERS.discord),
    })
    .from(users);
  const { total, active, admins, wallets, verified, twoFactor, discord } = row!;
  return {
    totalUsers: total,
    activeUsers: active,
    admins,
    walletConnectedPercent: percentOf(wallets, total),
    emailVerifiedPercent: percentOf(verified, total),
    twoFactorEnabledPercent: percentOf(twoFactor, total),
    discordLinkedPercent: percentOf(discord, total),
  };
}

/** LIKE's own characters in a search are looked for as they are. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const linkedIdentities = sql<Array<{ provider: string; data: Record<string, unknown> }>>`coalesce((
  select json_agg(json_build_object('provider', ${identities.provider}, 'data', ${identities.data}))
  from ${identities} where ${identities.userId} = ${users.id}), '[]'::json)`;

type Query = Omit<TAdminUsersQuery, 'limit' | 'admin' | 'wallet' | 'discord' | 'password' | 'recentlyActive'> &
  Partial<Record<TAdminUserFilter, boolean>> & { limit: number };

/** A page of users, newest first, matching the search and every filter given. */
export async function listUsers(db: Database, query: Query): Promise<{ users: TAdminUser[]; nextCursor: string | null }> {
  const conditions: Array<SQL | undefined> = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern)));
  }
  for (const [filter, condition] of Object.entries(FILTERS) as Array<[TAdminUserFilter, SQL]>) {
    const wanted = query[filter];
    if (wanted !== undefined) conditions.push(wanted ? condition : sql`not (${condition})`);
  }
  if (query.cursor) conditions.push(after(users.createdAt, users.id, decodeCursor(query.cursor)));
  const rows = await db
    .select({ user: users, identities: linkedIdentities, id: users.id, cursorAt: keyText(users.createdAt) })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { users: page.map((row) => presentAdminUser(row.user, row.identities)), nextCursor };
}

export async function findAdminUser(db: Database, userId: string): Promise<TAdminUser | undefined> {
  const [row] = await db.select({ user: users, identities: linkedIdentities }).from(users).where(eq(users.id, userId)).limit(1);
  return row && presentAdminUser(row.user, row.identities);
}

function presentAdminUser(
  user: typeof users.$inferSelect,
  linkedTo: Array<{ provider: string; data: Record<string, unknown> }>,
): TAdminUser {
  const discordName = linkedTo.find((identity) => identity.provider === 'discord')?.data.username;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    isDeveloper: user.isDeveloper,
    emailVerified: Boolean(user.emailVerifiedAt),
    has2FA: Boolean(user.totpEnabledAt),
    hasPassword: Boolean(user.passwordHash),
    publicKey: user.walletPublicKey,
    providers: providersOf(
      user,
      linkedTo.map((identity) => identity.provider),
    ),
    auth: { providers: typeof discordName === 'string' ? { discord: { username: discordName } } : {} },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastActiveAt: user.lastActiveAt.toISOString(),
  };
}
