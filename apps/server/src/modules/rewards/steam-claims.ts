import { REWARD_MESSAGES, STEAM_CLAIMS_PER_10_MIN } from '@arcana/shared';
import { isSteamSource, ZRuleTerms, type TClaimResult, type TRuleTerms } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SteamWebApi } from '../integrations/index.js';
import { findDrawableCollection } from '../projects/index.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import { findUserIdentity, type UserRow } from '../users/index.js';
import { decideEvent, type EarnedEvent } from './earning.js';
import * as inbox from './inbox.repo.js';
import { findRule } from './rules.repo.js';
import type { ReadEvent } from './twitch-events.js';

type SteamTerms = Extract<TRuleTerms, { source: `steam.${string}` }>;
const isSteamTerms = (terms: TRuleTerms): terms is SteamTerms => isSteamSource(terms.source);
const refused = (reason: string) => conflict('CLAIM_REFUSED', reason);

/** What Steam says of the collector's account against the rule's terms: the grant's reason, or a refusal saying why. */
async function steamEvidence(steamApi: SteamWebApi, terms: SteamTerms, steamid: string): Promise<string> {
  const app = `Steam app ${terms.appId}`;
  if (terms.source === 'steam.owns') {
    const answer = await steamApi.ownership(steamid, terms.appId);
    if (answer.outcome === 'profilePrivate') throw refused(REWARD_MESSAGES.steamPrivate);
    if (answer.outcome === 'notOwned') throw refused(REWARD_MESSAGES.notOwned(app));
    return `got ${answer.gameName}`;
  }
  const answer = await steamApi.playerAchievements(steamid, terms.appId);
  if (answer.outcome === 'profilePrivate') throw refused(REWARD_MESSAGES.steamPrivate);
  if (answer.outcome === 'noStats') throw refused(REWARD_MESSAGES.noAchievements(app));
  const game = answer.gameName || app;
  const achievement = answer.achievements.find((one) => one.apiName === terms.achievement);
  if (!achievement?.achieved) throw refused(REWARD_MESSAGES.notUnlocked(achievement?.name ?? terms.achievement, game));
  return `unlocked “${achievement.name}” in ${game}`;
}

/**
 * A collector's claims of Steam rules (docs/product-rules.md "Earning rules"): Steam is asked about
 * their linked account at once, and the grant is decided as an event is, in the request, so the
 * collector hears why when it is refused. A claim is kept once per account and rule, and once per Steam
 * account and rule: another Arcana account linking the same Steam account earns nothing more. A
 * refusal keeps nothing, so a claim its caps refuse today may be granted later.
 */
export function createSteamClaims({ db, rateLimiter }: Pick<Platform, 'db' | 'rateLimiter'>, steamApi: SteamWebApi) {
  /** Each claim asks Steam: limited per account, and ten times as many per address (docs/product-rules.md "Rate limits"). */
  const limits = (userId: string, ip: string) =>
    subjectAndIp('steam-claim', { max: STEAM_CLAIMS_PER_10_MIN, windowSeconds: 10 * 60 }, `user:${userId}`, ip);
  return {
    async claim(user: UserRow, ruleId: string, ip: string): Promise<TClaimResult> {
      await rateLimiter.hit(limits(user.id, ip));
      const rule = await findRule(db, ruleId);
      const collection = rule?.enabled ? await findDrawableCollection(db, rule.collectionId) : undefined;
      if (!rule || !collection?.drawsFrom || collection.suspended) throw notFound('RULE_NOT_FOUND', REWARD_MESSAGES.ruleNotFound);
      const terms = ZRuleTerms.parse(rule.terms);
      if (!isSteamTerms(terms)) throw conflict('CLAIM_REFUSED', REWARD_MESSAGES.notClaimable);
      const identity = await findUserIdentity(db, user.id, 'steam');
      if (!identity) throw conflict('PROVIDER_NOT_LINKED', REWARD_MESSAGES.steamNotLinked);
      const steamid = identity.providerUserId;
      const reason = await steamEvidence(steamApi, terms, steamid);
      const read: ReadEvent = { key: `${rule.id}:${steamid}`, viewer: steamid, amount: null, reason };
      const payload: EarnedEvent = { source: terms.source, read, event: { appId: terms.appId } };
      const granted = await db.transaction(async (tx) => {
        const [row] = await inbox.keepDecided(tx, [
          {
            source: 'steam',
            messageId: `claim:${rule.id}:${user.id}`,
            eventKey: read.key,
            kind: 'rule',
            ruleId: rule.id,
            payload,
          },
        ]);
        if (!row) throw conflict('ALREADY_CLAIMED', REWARD_MESSAGES.alreadyClaimed);
        const decided = await decideEvent(tx, row, new Date());
        if (!decided.granted) throw refused(decided.decision.outcome);
        await inbox.decide(tx, [{ id: row.id, decision: decided.decision }]);
        return decided.granted;
      });
      return { draws: granted.grant.draws, message: REWARD_MESSAGES.earnedTitle(granted.grant.draws, collection.project.name) };
    },
  };
}

export type SteamClaims = ReturnType<typeof createSteamClaims>;
