import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  cardDesigns,
  cards,
  collections,
  earningRules,
  identities,
  projects,
  referralLinks,
  referrals,
  referralVisits,
  sessions,
  users,
} from '../../db/schema.js';
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

/** The visit from this browser and address block through the link since then, if any; else a new one. */
export async function visitOnce(
  db: Database,
  visit: typeof referralVisits.$inferInsert & { ipBlock: string },
  since: Date,
): Promise<string> {
  const [repeat] = await db
    .select({ id: referralVisits.id })
    .from(referralVisits)
    .where(
      and(
        eq(referralVisits.linkId, visit.linkId),
        eq(referralVisits.device, visit.device),
        eq(referralVisits.ipBlock, visit.ipBlock),
        gt(referralVisits.visitedAt, since),
      ),
    )
    .limit(1);
  if (repeat) return repeat.id;
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

/** Whether the account arrived by a link and is not yet decided. */
export async function hasPendingArrival(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.userId, userId), eq(referrals.state, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Providers whose account's age is known (its `createdAt` kept with the identity). */
const AGED_PROVIDERS = ['twitch', 'steam', 'discord'];

/**
 * The account has done something that costs effort (docs/product-rules.md "Earning rules"): drawn a
 * card in the link's project, or linked a provider account old enough.
 */
const madeAnEffort = (providersMadeBefore: string) => sql`(
  exists (
    select 1 from ${cards}
    join ${cardDesigns} on ${cardDesigns.id} = ${cards.designId}
    join ${collections} on ${collections.id} = ${cardDesigns.collectionId}
    where ${cards.userId} = ${referrals.userId} and ${collections.projectId} = ${referralLinks.projectId}
  ) or exists (
    select 1 from ${identities}
    where ${identities.userId} = ${referrals.userId}
      and ${inArray(identities.provider, AGED_PROVIDERS)}
      and ${identities.data}->>'createdAt' <= ${providersMadeBefore}
  )
)`;

/**
 * Pending arrivals whose accounts now have their e-mail verified and have made an effort (of one
 * account, or all), locked for this transaction: another instance passes over them. In the order of
 * their links, so transactions deciding arrivals of the same links hold those links in one order.
 */
export async function lockReady(tx: Database, userId: string | undefined, max: number, providersMadeBefore: Date) {
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
        userId === undefined ? undefined : eq(referrals.userId, userId),
        madeAnEffort(providersMadeBefore.toISOString()),
      ),
    )
    .orderBy(referrals.linkId)
    .limit(max)
    .for('update', { of: referrals, skipLocked: true });
}

export async function decideReferral(tx: Database, id: string, state: 'credited' | 'refused', outcome: string): Promise<void> {
  await tx
    .update(referrals)
    .set({ state, outcome, decidedAt: sql`now()` })
    .where(eq(referrals.id, id));
}

/**
 * Holds the link while its arrivals are decided: two arrivals of one block, or past its day's count, are
 * never both credited. A lock that leaves new arrivals' foreign keys free to be checked meanwhile.
 */
export async function lockLink(tx: Database, linkId: string): Promise<void> {
  await tx.select({ id: referralLinks.id }).from(referralLinks).where(eq(referralLinks.id, linkId)).for('no key update');
}

/** Whether another arrival by the link, from or visiting from one of these blocks, was credited since then. */
export async function blockCredited(tx: Database, linkId: string, referralId: string, blocks: string[], since: Date): Promise<boolean> {
  if (blocks.length === 0) return false;
  const [row] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(referralVisits, eq(referralVisits.id, referrals.visitId))
    .where(
      and(
        eq(referrals.linkId, linkId),
        ne(referrals.id, referralId),
        eq(referrals.state, 'credited'),
        gt(referrals.decidedAt, since),
        or(inArray(referrals.ipBlock, blocks), inArray(referralVisits.ipBlock, blocks)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Arrivals by the link credited since then. */
export async function creditedSince(tx: Database, linkId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.linkId, linkId), eq(referrals.state, 'credited'), gte(referrals.decidedAt, since)));
  return row?.n ?? 0;
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
