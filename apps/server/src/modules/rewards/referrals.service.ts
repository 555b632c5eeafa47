import { PROJECT_MESSAGES, REFERRAL_LIMITS, REWARD_MESSAGES } from '@arcana/shared';
import { ZRuleCaps, type TReferralArrivalBody, type TReferralLink, type TReferralVisitBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findDrawableCollection } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { walletFirstSeenBy } from '../wallet/index.js';
import { startOfUtcDay, type EarnedEvent } from './earning.js';
import { keepAll } from './inbox.repo.js';
import { addressBlock } from '../../lib/address-blocks.js';
import { addressKey } from '../../platform/rate-limit/index.js';
import * as repo from './referrals.repo.js';
import type { RuleRow } from './rules.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Arrivals decided in one transaction by a sweep. */
const READY_PER_ROUND = 50;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

type Ready = Awaited<ReturnType<typeof repo.lockReady>>[number];

/** Why an arrival earns its sharer nothing (docs/product-rules.md "Earning rules"), or null when it counts. */
async function refusalOf(tx: Platform['db'], { referral, link, visit, wallet }: Ready, now: Date): Promise<string | null> {
  if (wallet && !(await walletFirstSeenBy(tx, wallet, referral.userId))) return 'The wallet was linked to another account before';
  if (link.devices.includes(visit.device) || link.devices.includes(referral.device)) return 'It came from the sharer’s own browser';
  const ips = [visit.ip, referral.ip].filter((ip): ip is string => ip !== null);
  if (await repo.sharerUsedAddress(tx, link.userId, ips, daysBefore(now, REFERRAL_LIMITS.selfWindowDays)))
    return 'It came from an address the sharer used';
  const blocks = [visit.ipBlock, referral.ipBlock].filter((block): block is string => block !== null);
  if (await repo.blockCredited(tx, link.id, referral.id, blocks, daysBefore(now, REFERRAL_LIMITS.sameBlockDays)))
    return `Another arrival from the same network earned within ${REFERRAL_LIMITS.sameBlockDays} days`;
  return null;
}

/** The default cap per day holds when no share rule of the project sets its own. */
async function overDefaultCap(tx: Platform['db'], linkId: string, rules: RuleRow[], now: Date): Promise<boolean> {
  if (rules.some((rule) => ZRuleCaps.parse(rule.caps).perAccountPerDay !== null)) return false;
  return (await repo.creditedSince(tx, linkId, startOfUtcDay(now))) >= REFERRAL_LIMITS.arrivalsPerDay;
}

/**
 * Referral links (docs/product-rules.md "Earning rules"): a collector's link to a project; a visit
 * through it; the account made after the visit arriving by it; and, once that account has verified
 * its e-mail and made an effort (a draw in the project, or an old enough provider account linked), an
 * earning event for each share rule of the project, kept in the same transaction that decides the
 * arrival. The inbox's worker grants them under each rule's caps.
 */
export function createReferrals({ db, config, rateLimiter }: Pick<Platform, 'db' | 'config' | 'rateLimiter'>, wake: () => void) {
  /** Decides ready arrivals (one account's, or any); answers how many earned events were kept. */
  async function qualify(userId?: string): Promise<number> {
    return db.transaction(async (tx) => {
      let kept = 0;
      const now = new Date();
      for (const ready of await repo.lockReady(tx, userId, READY_PER_ROUND, daysBefore(now, REFERRAL_LIMITS.providerAgeDays))) {
        await repo.lockLink(tx, ready.link.id);
        const refused = await refusalOf(tx, ready, now);
        const rules = refused ? [] : await repo.shareRulesOf(tx, ready.link.projectId);
        const outcome =
          refused ??
          (rules.length === 0 ? 'No share rule is on in the project' : null) ??
          ((await overDefaultCap(tx, ready.link.id, rules, now)) ? 'The sharer’s arrivals for today are reached' : null);
        await repo.decideReferral(tx, ready.referral.id, outcome ? 'refused' : 'credited', outcome ?? `Kept for ${rules.length} rules`);
        if (outcome) continue;
        const reason = `brought ${ready.username} to ${ready.project}`;
        await keepAll(
          tx,
          rules.map((rule) => {
            const payload: EarnedEvent = {
              source: 'share',
              read: { key: `${rule.id}:${ready.referral.id}`, viewer: ready.link.userId, amount: null, reason },
              event: { referralId: ready.referral.id },
            };
            return {
              source: 'share',
              messageId: `referral:${ready.referral.id}:${rule.id}`,
              eventKey: payload.read.key,
              kind: 'rule',
              ruleId: rule.id,
              projectId: ready.link.projectId,
              payload,
            };
          }),
        );
        kept += rules.length;
      }
      return kept;
    });
  }

  /**
   * Something that may make an arrival ready happened to this account (a draw, among others): decided
   * now. Most accounts have no arrival waiting, and learn so by one indexed read outside a transaction.
   */
  async function qualifyNow(userId: string): Promise<void> {
    if (!(await repo.hasPendingArrival(db, userId))) return;
    if ((await qualify(userId)) > 0) wake();
  }

  return {
    /** The collector's link to a collection's project, as they share it; `browser` is the server's cookie of the browser asking. */
    async link(user: UserRow, collectionId: string, browser: string): Promise<TReferralLink> {
      const collection = await findDrawableCollection(db, collectionId);
      if (!collection?.drawsFrom || collection.suspended) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
      const { code } = await repo.linkFor(db, collection.project.id, user.id, browser, REFERRAL_LIMITS.devicesKept);
      return { code, url: `${config.publicUrl}/projects/${collection.project.slug}?ref=${encodeURIComponent(code)}` };
    },

    /** The collector's referral code to a project, as a card they share carries it (made on first asking). */
    async codeFor(userId: string, projectId: string, browser: string): Promise<string> {
      return (await repo.linkFor(db, projectId, userId, browser, REFERRAL_LIMITS.devicesKept)).code;
    },

    /**
     * A visit through the link, limited per address; a repeat from the same browser and address block
     * while the visit can be arrived by is that visit, not a new row (docs/product-rules.md "Rate limits").
     */
    async visit({ code }: TReferralVisitBody, client: { browser: string; ip: string }): Promise<{ visitId: string }> {
      await rateLimiter.hit([
        { key: addressKey('referral-visit', client.ip), max: REFERRAL_LIMITS.visitsPerAddressPerHour, windowSeconds: 60 * 60 },
      ]);
      const link = await repo.findLinkByCode(db, code);
      if (!link) throw notFound('REFERRAL_NOT_FOUND', REWARD_MESSAGES.referralNotFound);
      const visit = { linkId: link.id, device: client.browser, ip: client.ip, ipBlock: addressBlock(client.ip) };
      return { visitId: await repo.visitOnce(db, visit, daysBefore(new Date(), REFERRAL_LIMITS.visitDays)) };
    },

    /** The account made after the visit arrives by it: never the sharer's own, and once. */
    async arrive(user: UserRow, { visitId }: TReferralArrivalBody, client: { browser: string; ip: string }): Promise<{ message: string }> {
      const found = await repo.findVisit(db, visitId);
      if (!found) throw notFound('REFERRAL_NOT_FOUND', REWARD_MESSAGES.referralNotFound);
      const { visit, sharerId } = found;
      if (sharerId === user.id) throw conflict('REFERRAL_REFUSED', REWARD_MESSAGES.ownReferral);
      if (user.createdAt < visit.visitedAt) throw conflict('REFERRAL_REFUSED', REWARD_MESSAGES.accountBeforeVisit);
      if (user.createdAt.getTime() - visit.visitedAt.getTime() > REFERRAL_LIMITS.visitDays * DAY_MS)
        throw conflict('REFERRAL_REFUSED', REWARD_MESSAGES.visitExpired);
      const arrival = {
        linkId: visit.linkId,
        userId: user.id,
        visitId,
        ip: client.ip,
        ipBlock: addressBlock(client.ip),
        device: client.browser,
      };
      if (!(await repo.insertReferral(db, arrival))) throw conflict('REFERRAL_REFUSED', REWARD_MESSAGES.alreadyReferred);
      await qualifyNow(user.id);
      return { message: REWARD_MESSAGES.referralArrived };
    },

    qualify,
    qualifyNow,
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
