import { randomBytes, randomUUID } from 'node:crypto';
import {
  accepted,
  buildMessage,
  deliver,
  delivered,
  type Attempt,
  type DeliveryOptions,
  type EventSubMessage,
  type Forgery,
} from './fake-twitch-eventsub';
import { findUser } from './fake-twitch-directory';
import { SUBSCRIPTION_TYPES, type EventInput, type RedemptionWithReward } from './fake-twitch-subscription-types';
import { rfc3339Nano, type EventSubSubscription, type SubscriptionStatus, type TwitchState, type TwitchUser } from './fake-twitch-types';

/**
 * What Twitch sends to webhook callbacks and when: the challenge after a subscription is created, a
 * notification when an event happens (fired here by a test or a person), again when asked, and a
 * revocation. Not part of Twitch's API: the control routes and the FakeTwitch object call it.
 */

/** A control request the fake cannot carry out, with the HTTP status the control API answers. */
export class ControlProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Sent {
  messageId: string;
  subscriptionId: string;
  /** Each attempt's retry number and the callback's HTTP status. */
  attempts: Attempt[];
  delivered: boolean;
  event: Record<string, unknown> | undefined;
}

export type SubscriptionSelector = { subscriptionId: string } | { type: string; broadcasterUserId: string };

/** A viewer for events fired without one. */
const DEFAULT_VIEWER: TwitchUser = { id: '90210001', username: 'cardcollector', displayName: 'CardCollector' };

export function createEventSubSender(state: TwitchState, delivery: DeliveryOptions) {
  const sentMessages = new Map<string, { message: EventSubMessage; payload: Record<string, unknown>; nextRetry: number }>();
  const verifications = new Map<string, Promise<SubscriptionStatus>>();
  const nowIso = () => rfc3339Nano(state.now());

  const userById = (id: string): TwitchUser => findUser(state, id) ?? { id, username: `user${id}` };

  function findSubscription(selector: SubscriptionSelector): EventSubSubscription {
    const found =
      'subscriptionId' in selector
        ? state.subscriptions.get(selector.subscriptionId)
        : [...state.subscriptions.values()].find(
            ({ type, status, condition }) =>
              type === selector.type && status === 'enabled' && Object.values(condition).includes(selector.broadcasterUserId),
          );
    if (!found) throw new ControlProblem(404, 'No such subscription.');
    if (found.status !== 'enabled') throw new ControlProblem(409, `The subscription is ${found.status}: Twitch sends it nothing.`);
    return found;
  }

  function redeem(broadcasterId: string, rewardId: string | undefined, viewer: TwitchUser, userInput: string): RedemptionWithReward {
    const reward = [...state.rewards.values()].find(
      (r) => r.broadcasterId === broadcasterId && (rewardId === undefined || r.id === rewardId),
    );
    if (!reward) throw new ControlProblem(404, 'The channel has no such custom reward: create one through Helix first.');
    const redemption = {
      id: randomUUID(),
      rewardId: reward.id,
      broadcasterId,
      user: viewer,
      userInput,
      status: reward.skipsRequestQueue ? ('FULFILLED' as const) : ('UNFULFILLED' as const),
      redeemedAt: nowIso(),
    };
    state.redemptions.set(redemption.id, redemption);
    return { ...redemption, reward: { id: reward.id, title: reward.title, cost: reward.cost, prompt: reward.prompt } };
  }

  async function send(subscriptionId: string, message: EventSubMessage, payload: Record<string, unknown>, firstRetry = 0): Promise<Sent> {
    sentMessages.set(message.id, { message, payload, nextRetry: firstRetry + 1 });
    const attempts = await deliver(message, firstRetry, delivery);
    sentMessages.set(message.id, { message, payload, nextRetry: firstRetry + attempts.length });
    const event = payload.event as Record<string, unknown> | undefined;
    return { messageId: message.id, subscriptionId, attempts, delivered: delivered(attempts), event };
  }

  return {
    /** Twitch's challenge: the subscription is enabled only if the callback answers 2xx with exactly the challenge. */
    verify(subscription: EventSubSubscription): Promise<SubscriptionStatus> {
      const challenge = randomBytes(24).toString('base64url');
      const message = buildMessage(subscription, 'webhook_callback_verification', { challenge }, { nowMs: state.now() });
      const verifying = deliver(message, 0, { ...delivery, retryDelaysMs: [] }).then(([attempt]) => {
        const answered = attempt !== undefined && accepted(attempt) && attempt.body === challenge;
        subscription.status = answered ? 'enabled' : 'webhook_callback_verification_failed';
        return subscription.status;
      });
      verifications.set(subscription.id, verifying);
      return verifying;
    },

    /** Resolves with the status the subscription's verification left it in. */
    verified: async (subscriptionId: string) => {
      const verifying = verifications.get(subscriptionId);
      if (!verifying) throw new ControlProblem(404, 'No such subscription.');
      return verifying;
    },

    async notify(selector: SubscriptionSelector, input: EventInput = {}, options: { forgery?: Forgery } = {}): Promise<Sent> {
      const subscription = findSubscription(selector);
      const spec = SUBSCRIPTION_TYPES[subscription.type]!;
      const viewer: TwitchUser = input.user
        ? { id: input.user.id, username: input.user.login, displayName: input.user.name }
        : DEFAULT_VIEWER;
      if (!state.users.has(viewer.id)) state.users.set(viewer.id, viewer);
      const event = spec.event({ input, condition: subscription.condition, userById, viewer, nowIso: nowIso(), redeem });
      const payload = { event };
      return send(
        subscription.id,
        buildMessage(subscription, 'notification', payload, { nowMs: state.now(), forgery: options.forgery }),
        payload,
      );
    },

    /** The message again: the same id, timestamp, body and signature, Message-Retry one up; or the same event under a new id. */
    async resend(messageId: string, options: { newMessageId?: boolean } = {}): Promise<Sent> {
      const sent = sentMessages.get(messageId);
      if (!sent) throw new ControlProblem(404, 'No message with that id was sent.');
      const subscription = state.subscriptions.get(JSON.parse(sent.message.body).subscription.id as string);
      if (!subscription) throw new ControlProblem(404, 'Its subscription was deleted.');
      if (!options.newMessageId) return send(subscription.id, sent.message, sent.payload, sent.nextRetry);
      return send(subscription.id, buildMessage(subscription, 'notification', sent.payload, { nowMs: state.now() }), sent.payload);
    },

    /** Revokes the subscription (its status changes for good) and tells the callback once: Twitch does not retry a revocation. */
    async revoke(subscriptionId: string, status: SubscriptionStatus = 'authorization_revoked'): Promise<Sent> {
      const subscription = state.subscriptions.get(subscriptionId);
      if (!subscription) throw new ControlProblem(404, 'No such subscription.');
      if (status === 'enabled' || status === 'webhook_callback_verification_pending')
        throw new ControlProblem(400, `${status} is not a revocation status.`);
      subscription.status = status;
      return send(subscription.id, buildMessage(subscription, 'revocation', {}, { nowMs: state.now() }), {});
    },
  };
}

export type EventSubSender = ReturnType<typeof createEventSubSender>;
