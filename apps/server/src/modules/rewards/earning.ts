import { PARKED_GRANT_DAYS } from '@arcana/shared';
import { ZRuleCaps, ZRuleTerms, type TRuleCaps, type TRuleSource, type TRuleTerms } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { recordWebhookEvents } from '../webhooks/index.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { grantDraws } from '../draws/index.js';
import {
  collectorById,
  collectorLinkedAs,
  collectorsOfPlayers,
  countGrants,
  grantedInStream,
  grantedTo,
  insertGrants,
  lockRule,
  type GrantRow,
} from './grants.repo.js';
import type { InboxDecision, InboxRow } from './inbox.repo.js';
import { findRule, grantedBy, type RuleRow } from './rules.repo.js';
import { endStream, findChannel, startStream } from './twitch.repo.js';
import { meetsTerms, type ReadEvent } from './twitch-events.js';
import { groupBy } from '../../lib/group-by.js';

/** What the inbox keeps of an event: its rule's source, how it read, and the event as sent. */
export interface EarnedEvent {
  source: TRuleSource | 'stream' | 'stream.offline';
  read: ReadEvent;
  event: Record<string, unknown>;
}

export interface Decided {
  decision: InboxDecision;
  granted?: { grant: GrantRow; rule: RuleRow; collector: string };
  /** The cap that refused it, when one did. */
  refusedBy?: BrokenCap['cap'];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a parked grant waits for: a platform's user id, or a game's player in its project (a player id
 * means nothing outside the game that made it).
 */
export const parkedRef = (source: string, projectId: string | null, viewer: string) =>
  source === 'api' ? `${projectId}:${viewer}` : viewer;
export const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

export const hasCaps = (caps: TRuleCaps) => Object.values(caps).some((value) => value !== null);

/** A cap a grant would break: which, and in words. */
interface BrokenCap {
  cap: keyof TRuleCaps | 'reward';
  outcome: string;
}

/** The first cap the grant would break; none: it fits them all. Each count is read only when its cap is set. */
async function capBroken(
  tx: Database,
  { rule, caps }: { rule: RuleRow; caps: TRuleCaps },
  { userId, createdAt }: { userId: string; createdAt: Date },
  draws: number,
  streamId: string | null,
  now: Date,
): Promise<BrokenCap | null> {
  if (caps.minAccountAgeDays !== null && now.getTime() - createdAt.getTime() < caps.minAccountAgeDays * DAY_MS)
    return { cap: 'minAccountAgeDays', outcome: `The account is younger than ${caps.minAccountAgeDays} days` };
  // Read after the rule's row is held (a statement of its own, so it sees every grant committed before).
  if (caps.budget !== null && (await grantedBy(tx, [rule.id])).get(rule.id)! + draws > caps.budget)
    return { cap: 'budget', outcome: 'The rule’s budget is spent' };
  if (caps.perAccountPerDay !== null || caps.cooldownSeconds !== null) {
    const mine = await grantedTo(tx, rule.id, userId, startOfUtcDay(now));
    if (caps.perAccountPerDay !== null && mine.since + draws > caps.perAccountPerDay)
      return { cap: 'perAccountPerDay', outcome: 'The account’s draws for today are reached' };
    if (caps.cooldownSeconds !== null && mine.last && now.getTime() - mine.last.getTime() < caps.cooldownSeconds * 1000)
      return { cap: 'cooldownSeconds', outcome: 'The account’s cooldown is running' };
  }
  if (caps.perStream !== null && (await grantedInStream(tx, rule.id, streamId)) + draws > caps.perStream)
    return { cap: 'perStream', outcome: 'The stream’s draws are all granted' };
  return null;
}

/**
 * The draws the event earns: the rule's; for a rule that grows, its draws for each step of bits or
 * gifts, up to its most; for a subscription by tier, its tier's; for a donation the highest tier its
 * amount reaches; for a game's server the draws it asked for, up to the rule's (null: none).
 */
export function drawsFor(terms: TRuleTerms, read: ReadEvent): number | null {
  if (terms.source === 'api') return read.amount !== null && read.amount <= terms.reward ? read.amount : null;
  if ((terms.source === 'twitch.cheer' || terms.source === 'twitch.gift') && terms.scale) {
    const steps = Math.floor((read.amount ?? 0) / terms.scale.per);
    return steps > 0 ? Math.min(steps * terms.reward, terms.scale.max) : null;
  }
  if (terms.source === 'twitch.subscribe' && terms.byTier && (read.tier === 2 || read.tier === 3)) return terms.byTier[`tier${read.tier}`];
  if (terms.source !== 'donation') return terms.reward;
  const reached = terms.tiers.filter((tier) => (read.amount ?? 0) >= tier.minUsdt);
  return reached.at(-1)?.reward ?? null;
}

/** A redemption refused is cancelled on Twitch, its points returned. */
const refusal = (outcome: string, cancels: boolean, refusedBy?: BrokenCap['cap']): Decided => ({
  decision: { state: 'refused', outcome, reply: cancels ? 'CANCELED' : null },
  refusedBy,
});

/** A game's server's grant with a test key: decided like any, and given nobody (docs/decisions/037). */
const isTest = (event: Record<string, unknown>) => event.livemode === false;

type Collector = NonNullable<Awaited<ReturnType<typeof collectorById>>>;

/** A grant every cap of its rule allows, to record. */
export interface FittingGrant {
  row: InboxRow;
  rule: RuleRow;
  read: ReadEvent;
  collector: Collector;
  draws: number;
  streamId: string | null;
}

/**
 * Records grants their caps allow, one or a batch of a game's server's, in a statement each however
 * many: each one's `draws.granted` webhook event, then for each not made with a test key its grant,
 * its ledger credits, its rule's count and its outbox event. Their decisions, in their order.
 */
export async function recordGrants(tx: Database, grants: FittingGrant[]): Promise<Decided[]> {
  for (const [collectionId, some] of groupBy(grants, (grant) => grant.rule.collectionId))
    await recordWebhookEvents(
      tx,
      { collectionId },
      'draws.granted',
      some.map(({ row }) => ({ inboxId: row.id })),
    );
  const live = grants.filter(({ row }) => !isTest((row.payload as EarnedEvent).event));
  const made = await insertGrants(
    tx,
    live.map(({ row, rule, read, collector, draws, streamId }) => ({
      ruleId: rule.id,
      collectionId: rule.collectionId,
      userId: collector.userId,
      draws,
      reason: read.reason,
      streamId,
      eventId: row.id,
    })),
  );
  await grantDraws(
    tx,
    live.map(({ row, rule, collector, draws }) => ({
      userId: collector.userId,
      collectionId: rule.collectionId,
      source: rule.source,
      eventId: row.id,
      draws,
    })),
  );
  await countGrants(
    tx,
    live.map(({ rule, draws }) => ({ ruleId: rule.id, draws })),
  );
  const madeFor = new Map(made.map((grant) => [grant.eventId, grant]));
  // What follows each (the collector's notice, the creator's feed) is carried out by the outbox, from this transaction.
  await recordDomainEvents(
    tx,
    live.map(({ row, collector }) => ({
      type: 'draws.granted',
      userId: collector.userId,
      subject: { grantId: madeFor.get(row.id)!.id, waited: row.viewerRef !== null },
      requestId: null,
    })),
  );
  return grants.map(({ row, rule, collector, draws }): Decided => {
    const grant = madeFor.get(row.id);
    if (!grant) return { decision: { state: 'granted', outcome: `Test: ${draws} given nobody` } };
    const reply = rule.source === 'twitch.redemption' ? 'FULFILLED' : null;
    return { decision: { state: 'granted', outcome: `Granted ${draws}`, reply }, granted: { grant, rule, collector: collector.username } };
  });
}

/** Grants the rule's draws to the collector when every cap allows it: the grant, its ledger credits and the rule's count. */
async function grantTo(
  tx: Database,
  { row, rule, read, now }: { row: InboxRow; rule: RuleRow; read: ReadEvent; now: Date },
  collector: Collector,
  draws: number,
): Promise<Decided> {
  const caps = ZRuleCaps.parse(rule.caps);
  // Which stream a grant came in matters to a cap per stream only.
  const streamId = caps.perStream !== null && row.projectId ? ((await findChannel(tx, row.projectId))?.streamId ?? null) : null;
  const broken = await capBroken(tx, { rule, caps }, collector, draws, streamId, now);
  if (broken) return refusal(broken.outcome, rule.source === 'twitch.redemption', broken.cap);
  const [decided] = await recordGrants(tx, [{ row, rule, read, collector, draws, streamId }]);
  return decided!;
}

/**
 * Decides one kept event, inside the transaction that records the decision (docs/decisions/033): a
 * channel's stream starting is noted; a rule's event is granted when its rule is on, the event meets
 * its terms, its viewer has an account and every cap allows it. A viewer with no account yet is waited
 * for (PARKED_GRANT_DAYS). The grant, its ledger credits and the rule's count go in this transaction.
 */
export async function decideEvent(tx: Database, row: InboxRow, now: Date): Promise<Decided> {
  const { source, read, event } = row.payload as EarnedEvent;
  if (source === 'stream') {
    await startStream(tx, row.projectId!, String(event.id));
    return { decision: { state: 'recorded', outcome: 'The stream started' } };
  }
  if (source === 'stream.offline') {
    await endStream(tx, row.projectId!);
    return { decision: { state: 'recorded', outcome: 'The stream ended' } };
  }
  const cancels = source === 'twitch.redemption';
  const refuse = (outcome: string) => refusal(outcome, cancels);
  const found = row.ruleId ? await findRule(tx, row.ruleId) : undefined;
  // A cap counts what the rule granted: its row is held from here while it counts, so two grants never
  // both fit the last draws. A rule without caps is not held: its grants count in rows of their own.
  const rule = found && hasCaps(ZRuleCaps.parse(found.caps)) ? await lockRule(tx, found.id) : found;
  if (!rule?.enabled) return refuse('The rule is off');
  const terms = ZRuleTerms.parse(rule.terms);
  if (!meetsTerms(terms, read)) return refuse('Below the rule’s threshold');
  const draws = drawsFor(terms, read);
  if (draws === null)
    return source === 'api' ? refusal('Over the rule’s draws per grant', false, 'reward') : refuse('Below the first tier');
  if (!read.viewer) return refuse('No one to grant: the event is anonymous');
  // A share or a donation names an Arcana account (the sharer, the donor); other viewers are named by
  // their platform: a Twitch user id, a SteamID.
  if (source === 'share' || source === 'donation') {
    const account = await collectorById(tx, read.viewer);
    return account ? grantTo(tx, { row, rule, read, now }, account, draws) : refuse('The account is gone');
  }
  // A game's player is linked by code in the project; a platform's user, as a provider of the account.
  const collector =
    source === 'api'
      ? (await collectorsOfPlayers(tx, row.projectId!, isTest(event) ? 'test' : 'live', [read.viewer])).get(read.viewer)
      : await collectorLinkedAs(tx, source.split('.')[0]!, read.viewer);
  if (!collector) {
    if (now.getTime() - row.receivedAt.getTime() > PARKED_GRANT_DAYS * DAY_MS)
      return { decision: { state: 'expired', outcome: 'No account linked it in time', reply: cancels ? 'CANCELED' : null } };
    return {
      decision: {
        state: 'parked',
        outcome: source === 'api' ? 'Waiting for its player to be linked' : 'Waiting for its Twitch account to be linked',
        viewerRef: parkedRef(source, row.projectId, read.viewer),
      },
    };
  }
  return grantTo(tx, { row, rule, read, now }, collector, draws);
}
