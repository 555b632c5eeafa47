import type { TBroadcasterScope } from '@arcana/shared';
import type { TRuleTerms, TTwitchSource as TwitchSource } from '@arcana/shared/schemas';

/**
 * What each Twitch rule subscribes to and how its events read (docs/product-rules.md "Earning rules"):
 * the EventSub type and version, the condition naming the channel, the scope the broadcaster grants
 * for it, and an event's own id, viewer, amount and reason.
 */
/** Each source's subscription, and the broadcaster's scope (of the ones connecting asks for) it needs. */
export const EVENTSUB_TYPES: Record<TwitchSource, { type: string; version: string; scope: TBroadcasterScope | null }> = {
  'twitch.follow': { type: 'channel.follow', version: '2', scope: 'moderator:read:followers' },
  'twitch.subscribe': { type: 'channel.subscribe', version: '1', scope: 'channel:read:subscriptions' },
  'twitch.gift': { type: 'channel.subscription.gift', version: '1', scope: 'channel:read:subscriptions' },
  'twitch.cheer': { type: 'channel.cheer', version: '1', scope: 'bits:read' },
  'twitch.raid': { type: 'channel.raid', version: '1', scope: null },
  'twitch.redemption': { type: 'channel.channel_points_custom_reward_redemption.add', version: '1', scope: 'channel:manage:redemptions' },
};

/** Every connected channel's live streams, for caps per stream and cards that play only live; and their ends. */
export const STREAM_ONLINE = { type: 'stream.online', version: '1' } as const;
export const STREAM_OFFLINE = { type: 'stream.offline', version: '1' } as const;
export const CHANNEL_SUBSCRIPTIONS = [STREAM_ONLINE, STREAM_OFFLINE] as const;

/** The condition of a rule's subscription: the channel (as its own moderator for follows; raided, for raids; the reward, for redemptions). */
export function conditionFor(source: TwitchSource, broadcasterId: string, rewardId: string | null): Record<string, string> {
  if (source === 'twitch.follow') return { broadcaster_user_id: broadcasterId, moderator_user_id: broadcasterId };
  if (source === 'twitch.raid') return { to_broadcaster_user_id: broadcasterId };
  if (source === 'twitch.redemption') return { broadcaster_user_id: broadcasterId, reward_id: rewardId ?? '' };
  return { broadcaster_user_id: broadcasterId };
}

export interface ReadEvent {
  /** The event's own id within its rule: one event sent under two message ids is kept once. */
  key: string;
  /** The viewer's Twitch user id; null when there is no one to grant (an anonymous cheer or gift). */
  viewer: string | null;
  /** Bits, gifts or viewers, held against the rule's threshold. */
  amount: number | null;
  /** What earned it, in the grant's words. */
  reason: string;
  /** A subscription's tier (Prime is Tier 1), for a rule that grants by tier. */
  tier?: 1 | 2 | 3;
}

/** Twitch's tiers as its events write them. */
const TIERS: Record<string, 1 | 2 | 3> = { '1000': 1, '2000': 2, '3000': 3 };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * An event's own id is Twitch's where it has one (a redemption's); a follow is once per follower and a
 * subscription once per subscriber a month; a gift by its gifter's running total when public; a cheer or
 * raid, which carry no id, by the message's.
 */
export function readEvent(source: TwitchSource, event: Record<string, unknown>, message: { id: string; timestamp: string }): ReadEvent {
  const user = text(event.user_id);
  const byMessage = `message:${message.id}`;
  switch (source) {
    case 'twitch.follow':
      return { key: `follow:${user}`, viewer: user, amount: null, reason: 'followed the channel' };
    case 'twitch.subscribe': {
      const tier = TIERS[String(event.tier)] ?? 1;
      // A gift bomb's subscriptions say so: their alert on stream is one, 'nova_fan and 4 others … got a gifted sub'.
      const how = event.is_gift === true ? 'got a gifted sub' : 'subscribed';
      const reason = tier === 1 ? how : `${how} at Tier ${tier}`;
      return { key: `subscribe:${user}:${message.timestamp.slice(0, 7)}`, viewer: user, amount: null, reason, tier };
    }
    case 'twitch.gift': {
      const total = whole(event.total);
      const cumulative = event.cumulative_total;
      const key = typeof cumulative === 'number' && user ? `gift:${user}:${cumulative}` : byMessage;
      return { key, viewer: user, amount: total, reason: `gifted ${plural(total, 'sub', 'subs')}` };
    }
    case 'twitch.cheer': {
      const bits = whole(event.bits);
      return { key: byMessage, viewer: user, amount: bits, reason: `cheered ${plural(bits, 'bit', 'bits')}` };
    }
    case 'twitch.raid': {
      const viewers = whole(event.viewers);
      return {
        key: byMessage,
        viewer: text(event.from_broadcaster_user_id),
        amount: viewers,
        reason: `raided with ${plural(viewers, 'viewer', 'viewers')}`,
      };
    }
    case 'twitch.redemption': {
      const reward = (event.reward ?? {}) as Record<string, unknown>;
      return { key: `redemption:${text(event.id)}`, viewer: user, amount: null, reason: `redeemed ${text(reward.title) ?? 'a reward'}` };
    }
  }
}

/** Whether the event meets the rule's condition: its threshold of bits, gifts or viewers. */
export function meetsTerms(terms: TRuleTerms, read: ReadEvent): boolean {
  const amount = read.amount ?? 0;
  if (terms.source === 'twitch.cheer') return amount >= terms.minBits;
  if (terms.source === 'twitch.gift') return amount >= terms.minGifts;
  if (terms.source === 'twitch.raid') return amount >= terms.minViewers;
  return true;
}
