import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, earningRules, projects, referralLinks, referrals, referralVisits, sessions, users } from '../../db/schema.js';
import type { RuleRow } from './rules.repo.js';

export type ReferralLinkRow = typeof referralLinks.$inferSelect;

/** The collector's link to the project, made on first asking; the browser asking is remembered (the newest `devicesKept`). */
export async function linkFor(db: Database, projectId: string, userId: string, device: string, devicesKept: number) {
  await db
    .insert(referralLinks)
    .values({ projectId, userId, code: randomBytes(6).toString('base64url'), devices: [device] })
    .onConflictDoNothing();
  const [link] = await db
    .select()
    .from(referralLinks)
    .where(and(eq(referralLinks.projectId, projectId), eq(referralLinks.userId, userId)));
  if (!link!.devices.includes(device))
    await db
      .update(referralLinks)
      .set({ devices: [device, ...link!.devices].slice(0, devicesKept) })
      .where(eq(referralLinks.id, link!.id));
  return link!;
}

export async function findLinkByCode(db: Database, code: string): Promise<ReferralLinkRow | undefined> {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.code, code)).limit(1);
  return row;
}

export async function insertVisit(db: Database, visit: typeof referralVisits.$inferInsert): Promise<string> {
  const [row] = await db.insert(referralVisits).values(visit).returning({ id: referralVisits.id });
  return row!.id;
}

/** The visit with its link's sharer. */
export async function findVisit(db: Database, visitId: string) {
  const [row] = await db
    .select({ visit: referralVisits, sharerId: referralLinks.userId })
    .from(referralVisits)
    .innerJoin(referralLinks, eq(referralLinks.id, referralVisits.linkId))
    .where(eq(referralVisits.id, visitId))
    .limit(1);
  return row;
}

/** The account's arrival by the link; false when it arrived by one before. */
export async function insertReferral(db: Database, referral: typeof referrals.$inferInsert): Promise<boolean> {
  const rows = await db.insert(referrals).values(referral).onConflictDoNothing().returning({ id: referrals.id });
  return rows.length > 0;
}

/**
 * Pending arrivals whose accounts now have their e-mail verified and a wallet linked (of one account,
 * or all), locked for this transaction: another instance passes over them.
 */
export async function lockReady(tx: Database, userId: string | undefined, max: number) {
  return tx
    .select({
      referral: referrals,
      link: referralLinks,
      visit: referralVisits,
      username: users.username,
      wallet: users.walletPublicKey,
      project: projects.name,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .innerJoin(referralLinks, eq(referralLinks.id, referrals.linkId))
    .innerJoin(referralVisits, eq(referralVisits.id, referrals.visitId))
    .innerJoin(projects, eq(projects.id, referralLinks.projectId))
    .where(
      and(
        eq(referrals.state, 'pending'),
        isNotNull(users.emailVerifiedAt),
        isNotNull(users.walletPublicKey),
        userId === undefined ? undefined : eq(referrals.userId, userId),
      ),
    )
    .limit(max)
    .for('update', { of: referrals, skipLocked: true });
}

export async function decideReferral(tx: Database, id: string, state: 'credited' | 'refused', outcome: string): Promise<void> {
  await tx
    .update(referrals)
    .set({ state, outcome, decidedAt: sql`now()` })
    .where(eq(referrals.id, id));
}

/** Whether the sharer signed in from one of these addresses since then. */
export async function sharerUsedAddress(tx: Database, sharerId: string, ips: string[], since: Date): Promise<boolean> {
  if (ips.length === 0) return false;
  const [row] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, sharerId), gt(sessions.createdAt, since), inArray(sessions.ip, ips)))
    .limit(1);
  return row !== undefined;
}

/** The project's share rules that are on, in collections the public sees. */
export const shareRulesOf = (tx: Database, projectId: string): Promise<RuleRow[]> =>
  tx
    .select({ rule: earningRules })
    .from(earningRules)
    .innerJoin(collections, eq(collections.id, earningRules.collectionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(
      and(
        eq(collections.projectId, projectId),
        isNotNull(collections.activeVersionId),
        isNull(projects.suspendedAt),
        eq(earningRules.source, 'share'),
        eq(earningRules.enabled, true),
      ),
    )
    .then((rows) => rows.map((row) => row.rule));
