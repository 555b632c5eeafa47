import { REWARD_MESSAGES } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { createBatchQueue } from '../../lib/batch-queue.js';
import { spendToken } from '../../lib/spent-tokens.js';
import type { EarnedEvent } from './earning.js';
import { EVENTSUB_HEADERS, EVENTSUB_MAX_AGE_MS, isStale, signatureHolds } from './eventsub-signature.js';
import { collectionContext } from './grants.repo.js';
import * as inbox from './inbox.repo.js';
import { disableRules, findRule } from './rules.repo.js';
import * as repo from './twitch.repo.js';
import { oweNotices } from '../notifications/index.js';
import { isTwitchSource } from '@arcana/shared/schemas';
import { readEvent, STREAM_OFFLINE } from './twitch-events.js';

/** What the callback answers: nothing (204), or the challenge as plain text. */
export type IntakeAnswer = { status: 204 } | { status: 200; challenge: string };

interface KnownSubscription {
  id: string;
  projectId: string;
  ruleId: string | null;
  source: string | null;
  /** Its EventSub type: a rule's, or the channel's own stream.online or stream.offline. */
  type: string;
  secret: string;
}

/** A subscription's secret never changes: it is read once a minute at most, not per message. */
const KNOWN_FOR_MS = 60_000;
/** Messages arriving while others are being kept wait, then go in one statement together (a raid's burst). */
const KEPT_AT_ONCE = 100;
const refused = () => forbidden('EVENTSUB_REFUSED', REWARD_MESSAGES.eventSubRefused);

/**
 * Twitch's EventSub messages, as the callback receives them (docs/decisions/033): the subscription
 * named in the address gives the secret; the signature and the timestamp are checked before anything
 * else is read; a notification is kept in the inbox (once by message id, once by the event's own id)
 * before the answer, and decided by its job after it.
 */
export function createEventSubIntake({ db, box, log }: Pick<Platform, 'db' | 'box' | 'log'>) {
  const known = new Map<string, { subscription: KnownSubscription; until: number }>();
  const keepQueue = createBatchQueue<inbox.InboxEntry, boolean>(KEPT_AT_ONCE, async (_key, batch) => {
    const kept = await inbox.keepAll(
      db,
      batch.map(({ request }) => request),
    );
    batch.forEach(({ request, settle }) => settle(kept.has(request.messageId)));
    return undefined;
  });
  const keep = (entry: inbox.InboxEntry) => keepQueue('inbox', entry);

  async function subscriptionOf(id: string): Promise<KnownSubscription | null> {
    const held = known.get(id);
    if (held && held.until > Date.now()) return held.subscription;
    const row = await repo.findSubscriptionForMessage(db, id);
    // Only ours are kept: made-up ids would otherwise fill the memory.
    if (!row) return null;
    const subscription = {
      id,
      projectId: row.subscription.projectId,
      ruleId: row.subscription.ruleId,
      source: row.source,
      type: row.subscription.type,
      secret: box.open(row.subscription.secret),
    };
    known.set(id, { subscription, until: Date.now() + KNOWN_FOR_MS });
    return subscription;
  }

  /** Twitch stopped the subscription: its rule is turned off, and the creator told why. */
  /**
   * The message id is spent in the transaction that turns the subscription and its rule off: a failure
   * leaves both as they were, and Twitch's retry of the same message is taken.
   */
  async function revoked(subscription: KnownSubscription, status: string, messageId: string) {
    const rule = await db.transaction(async (tx) => {
      if (!(await spendToken(tx, `eventsub:${messageId}`, new Date(Date.now() + 2 * EVENTSUB_MAX_AGE_MS)))) return undefined;
      await repo.updateSubscription(tx, subscription.id, { status: 'revoked' });
      const found = subscription.ruleId ? await findRule(tx, subscription.ruleId) : undefined;
      if (!found) return null;
      await disableRules(tx, [found.id], REWARD_MESSAGES.revoked);
      const context = await collectionContext(tx, found.collectionId);
      if (context?.ownerId)
        await oweNotices(tx, [
          {
            userId: context.ownerId,
            notice: {
              type: 'system',
              title: 'A Twitch rule stopped',
              message: `Twitch revoked the subscription of a rule of ${context.collection} (${status.replaceAll('_', ' ')}): the rule is off.`,
              redirectUrl: '/forge',
            },
          },
        ]);
      return found;
    });
    if (rule === undefined) return;
    known.delete(subscription.id);
    if (!rule) return;
    log.warn({ subscriptionId: subscription.id, status }, 'Twitch revoked a subscription');
  }

  function keepNotification(subscription: KnownSubscription, message: { id: string; timestamp: string }, event: Record<string, unknown>) {
    const { source, ruleId, projectId } = subscription;
    if (source && isTwitchSource(source)) {
      const read = readEvent(source, event, message);
      const payload: EarnedEvent = { source, read, event };
      return keep({
        source: 'twitch',
        messageId: message.id,
        eventKey: `${ruleId}:${read.key}`,
        kind: 'rule',
        ruleId,
        projectId,
        payload,
      });
    }
    // The channel's own subscriptions: its streams, and their ends (which name no stream: each message is one).
    const ended = subscription.type === STREAM_OFFLINE.type;
    const key = ended ? message.id : String(event.id);
    const payload: EarnedEvent = {
      source: ended ? 'stream.offline' : 'stream',
      read: { key, viewer: null, amount: null, reason: ended ? 'went offline' : 'went live' },
      event,
    };
    const eventKey = ended ? `stream-offline:${key}` : `stream:${key}`;
    return keep({ source: 'twitch', messageId: message.id, eventKey, kind: 'stream', projectId, payload });
  }

  return {
    async receive(subscriptionId: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<IntakeAnswer> {
      const subscription = await subscriptionOf(subscriptionId);
      if (!subscription) throw notFound('EVENTSUB_REFUSED', REWARD_MESSAGES.eventSubRefused);
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : '';
      };
      const message = { id: header(EVENTSUB_HEADERS.id), timestamp: header(EVENTSUB_HEADERS.timestamp), body };
      if (!message.id || isStale(message.timestamp, Date.now())) throw refused();
      if (!signatureHolds(subscription.secret, message, header(EVENTSUB_HEADERS.signature))) throw refused();
      let parsed: { challenge?: unknown; event?: unknown; subscription?: { status?: unknown } };
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        throw refused();
      }
      switch (header(EVENTSUB_HEADERS.type)) {
        case 'webhook_callback_verification':
          await repo.updateSubscription(db, subscription.id, { status: 'enabled' });
          return { status: 200, challenge: String(parsed.challenge ?? '') };
        case 'revocation': {
          // Only a body saying the subscription no longer runs counts, and each message once: a replay within
          // the ten minutes a timestamp allows does nothing (docs/product-rules.md "Earning rules").
          const status = parsed.subscription?.status;
          if (typeof status !== 'string' || status === 'enabled') return { status: 204 };
          await revoked(subscription, status, message.id);
          return { status: 204 };
        }
        case 'notification': {
          const event = parsed.event;
          if (typeof event !== 'object' || event === null) throw refused();
          await keepNotification(subscription, message, event as Record<string, unknown>);
          return { status: 204 };
        }
        default:
          throw refused();
      }
    },
  };
}

export type EventSubIntake = ReturnType<typeof createEventSubIntake>;
