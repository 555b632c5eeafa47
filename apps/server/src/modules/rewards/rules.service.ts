import { PROJECT_MESSAGES, REWARD_LIMITS, REWARD_MESSAGES } from '@arcana/shared';
import {
  isTwitchSource,
  NO_CAPS,
  ZRuleCaps,
  ZRuleTerms,
  type TGrant,
  type TRule,
  type TRuleBody,
  type TRuleCaps,
  type TRulePatch,
  type TWaitingViewer,
  type TWayToEarn,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { findDrawableCollection, ownCollection, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { newestGrants } from './grants.repo.js';
import { waitingViewers } from './waiting-viewers.js';
import { presentGrant, presentRule } from './rule.presenter.js';
import * as repo from './rules.repo.js';
import type { TwitchService } from './twitch.service.js';

/** The creator's feed shows this many of a collection's newest grants. */
const GRANTS_LISTED = 50;

/** A cap per stream counts a channel's live streams: it means something for Twitch's events only. */
function checkedCaps(source: string, caps: TRuleCaps): TRuleCaps {
  if (caps.perStream !== null && !isTwitchSource(source)) {
    throw badRequest('VALIDATION_ERROR', REWARD_MESSAGES.perStreamTwitchOnly, 'caps.perStream');
  }
  return caps;
}

/**
 * A collection's earning rules (docs/product-rules.md "Earning rules"), its creator's to add, see,
 * enable and disable. A rule's terms never change: other terms are another rule, so every grant names
 * the terms it met.
 */
export function createRulesService({ db }: Pick<Platform, 'db'>, twitch: TwitchService) {
  /** The creator's rule, with its collection checked as theirs, and the project it is in. */
  async function ownRule(user: UserRow, ruleId: string): Promise<{ rule: repo.RuleRow; projectId: string }> {
    const rule = await repo.findRule(db, ruleId);
    if (!rule) throw notFound('RULE_NOT_FOUND', REWARD_MESSAGES.ruleNotFound);
    const { projectId } = await ownCollection(db, user, rule.collectionId);
    return { rule, projectId };
  }

  /** Rules as the API shows them, each with what it granted. */
  async function present(rows: repo.RuleRow[]): Promise<TRule[]> {
    const granted = await repo.grantedBy(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentRule(row, granted.get(row.id)!));
  }

  return {
    async list(user: UserRow, collectionId: string): Promise<TRule[]> {
      await ownCollection(db, user, collectionId);
      return present(await repo.listRules(db, collectionId));
    },

    async add(user: UserRow, collectionId: string, body: TRuleBody): Promise<TRule> {
      requireCreator(user);
      await ownCollection(db, user, collectionId);
      const caps = checkedCaps(body.terms.source, { ...NO_CAPS, ...body.caps });
      const row = await repo.insertRule(db, { collectionId, terms: body.terms, caps }, REWARD_LIMITS.rulesPerCollection);
      if (!row) throw conflict('TOO_MANY_RULES', REWARD_MESSAGES.tooManyRules);
      return presentRule(row, 0);
    },

    /** Turning a Twitch rule on subscribes to its events first; turning it off unsubscribes. */
    async change(user: UserRow, ruleId: string, patch: TRulePatch): Promise<TRule> {
      requireCreator(user);
      const { rule, projectId } = await ownRule(user, ruleId);
      const caps = patch.caps && checkedCaps(rule.source, { ...ZRuleCaps.parse(rule.caps), ...patch.caps });
      if (patch.enabled === true && !rule.enabled) await twitch.subscribeRule(rule, projectId);
      if (patch.enabled === false && rule.enabled) await twitch.unsubscribeRule(rule);
      const cleared = patch.enabled === undefined ? {} : { disabledReason: null };
      const [changed] = await present([await repo.updateRule(db, ruleId, { enabled: patch.enabled, caps, ...cleared })]);
      return changed!;
    },

    /** Anyone's to read, for a collection the public sees (published, its project not suspended). */
    async waysToEarn(collectionId: string): Promise<TWayToEarn[]> {
      const collection = await findDrawableCollection(db, collectionId);
      if (!collection?.drawsFrom || collection.suspended) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
      return (await repo.enabledRules(db, collectionId)).map((row) => ({
        ruleId: row.id,
        collectionId,
        terms: ZRuleTerms.parse(row.terms),
      }));
    },

    async grants(user: UserRow, collectionId: string): Promise<TGrant[]> {
      await ownCollection(db, user, collectionId);
      return (await newestGrants(db, collectionId, GRANTS_LISTED)).map(presentGrant);
    },

    /** Twitch viewers the collection's draws wait for, for its creator to tell them in chat. */
    async waiting(user: UserRow, collectionId: string): Promise<TWaitingViewer[]> {
      await ownCollection(db, user, collectionId);
      return waitingViewers(db, collectionId);
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
