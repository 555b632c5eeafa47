import type { Redemption, TwitchUser } from './fake-twitch-types';

/**
 * The EventSub subscription types the fake serves, as data: the version, the condition's fields, the
 * scope Twitch wants from the user the condition names, and how a notification's event reads.
 */

/** What a person firing an event may set; everything has a default. */
export interface EventInput {
  /** The viewer: follower, subscriber, gifter, cheerer, the other channel of a raid, redeemer. */
  user?: { id: string; login: string; name: string };
  tier?: '1000' | '2000' | '3000';
  isGift?: boolean;
  total?: number;
  cumulativeTotal?: number;
  isAnonymous?: boolean;
  bits?: number;
  message?: string;
  viewers?: number;
  rewardId?: string;
  userInput?: string;
  /** stream.online: the stream's id. */
  streamId?: string;
}

export interface EventContext {
  input: EventInput;
  condition: Record<string, string>;
  /** A user the fake knows, or one standing for an id it does not. */
  userById(id: string): TwitchUser;
  viewer: TwitchUser;
  nowIso: string;
  /** Records an unfulfilled redemption of the reward (the condition's, the input's, or the channel's first). */
  redeem(broadcasterId: string, rewardId: string | undefined, viewer: TwitchUser, userInput: string): RedemptionWithReward;
}

export type RedemptionWithReward = Redemption & { reward: { id: string; title: string; cost: number; prompt: string } };

export interface SubscriptionTypeSpec {
  version: string;
  required: string[];
  optional: string[];
  /** Conditions that name either of two users (a raid's from and to): exactly one of them. */
  exactlyOneOf?: [string, string];
  /** The scopes (any one will do) the user in `authorizer` must have granted the client; none: anyone may subscribe. */
  scopes: string[];
  authorizer: string | undefined;
  event(ctx: EventContext): Record<string, unknown>;
}

const userFields = (prefix: string, user: TwitchUser | null) => ({
  [`${prefix}_id`]: user?.id ?? null,
  [`${prefix}_login`]: user ? user.username.toLowerCase() : null,
  [`${prefix}_name`]: user ? (user.displayName ?? user.username) : null,
});

const broadcasterFields = ({ condition, userById }: EventContext) =>
  userFields('broadcaster_user', userById(condition.broadcaster_user_id ?? ''));

const anonymousOr = (ctx: EventContext) => (ctx.input.isAnonymous ? null : ctx.viewer);

/** A version 1 type whose condition names the channel, and whose broadcaster must have granted one of the scopes. */
const onTheChannel = (scopes: string[], optional: string[] = []) => ({
  version: '1',
  required: ['broadcaster_user_id'],
  optional,
  scopes,
  authorizer: 'broadcaster_user_id',
});

export const SUBSCRIPTION_TYPES: Record<string, SubscriptionTypeSpec> = {
  'channel.follow': {
    version: '2',
    required: ['broadcaster_user_id', 'moderator_user_id'],
    optional: [],
    scopes: ['moderator:read:followers'],
    authorizer: 'moderator_user_id',
    event: (ctx) => ({ ...userFields('user', ctx.viewer), ...broadcasterFields(ctx), followed_at: ctx.nowIso }),
  },
  'channel.subscribe': {
    ...onTheChannel(['channel:read:subscriptions']),
    event: (ctx) => ({
      ...userFields('user', ctx.viewer),
      ...broadcasterFields(ctx),
      tier: ctx.input.tier ?? '1000',
      is_gift: ctx.input.isGift ?? false,
    }),
  },
  'channel.subscription.gift': {
    ...onTheChannel(['channel:read:subscriptions']),
    event: (ctx) => ({
      ...userFields('user', anonymousOr(ctx)),
      ...broadcasterFields(ctx),
      total: ctx.input.total ?? 1,
      tier: ctx.input.tier ?? '1000',
      // Null for an anonymous gift, as for a gifter who keeps the count private.
      cumulative_total: ctx.input.isAnonymous ? null : (ctx.input.cumulativeTotal ?? ctx.input.total ?? 1),
      is_anonymous: ctx.input.isAnonymous ?? false,
    }),
  },
  'channel.cheer': {
    ...onTheChannel(['bits:read']),
    event: (ctx) => ({
      is_anonymous: ctx.input.isAnonymous ?? false,
      ...userFields('user', anonymousOr(ctx)),
      ...broadcasterFields(ctx),
      message: ctx.input.message ?? `Cheer${ctx.input.bits ?? 100}`,
      bits: ctx.input.bits ?? 100,
    }),
  },
  'channel.raid': {
    version: '1',
    required: [],
    optional: [],
    exactlyOneOf: ['from_broadcaster_user_id', 'to_broadcaster_user_id'],
    scopes: [],
    authorizer: undefined,
    event: ({ condition, userById, viewer, input }) => {
      const to = condition.to_broadcaster_user_id;
      return {
        ...userFields('from_broadcaster_user', to ? viewer : userById(condition.from_broadcaster_user_id ?? '')),
        ...userFields('to_broadcaster_user', to ? userById(to) : viewer),
        viewers: input.viewers ?? 10,
      };
    },
  },
  // No consent needed: whether a channel is live is public.
  'stream.online': {
    ...onTheChannel([]),
    authorizer: undefined,
    event: (ctx) => ({
      id: ctx.input.streamId ?? `${Date.now()}`,
      ...broadcasterFields(ctx),
      type: 'live',
      started_at: ctx.nowIso,
    }),
  },
  // Its end, which names only the channel.
  'stream.offline': {
    ...onTheChannel([]),
    authorizer: undefined,
    event: (ctx) => broadcasterFields(ctx),
  },
  'channel.channel_points_custom_reward_redemption.add': {
    ...onTheChannel(['channel:read:redemptions', 'channel:manage:redemptions'], ['reward_id']),
    event: (ctx) => {
      const broadcasterId = ctx.condition.broadcaster_user_id ?? '';
      const redemption = ctx.redeem(broadcasterId, ctx.condition.reward_id ?? ctx.input.rewardId, ctx.viewer, ctx.input.userInput ?? '');
      return {
        id: redemption.id,
        ...broadcasterFields(ctx),
        ...userFields('user', ctx.viewer),
        user_input: redemption.userInput,
        // Lower case here, upper case in Helix: Twitch words the same statuses both ways.
        status: redemption.status.toLowerCase(),
        reward: redemption.reward,
        redeemed_at: redemption.redeemedAt,
      };
    },
  },
};

export const subscriptionTypeNames = () => Object.keys(SUBSCRIPTION_TYPES);

/** The condition's problem for this type, or undefined when it is one Twitch takes. */
export function conditionProblem(spec: SubscriptionTypeSpec, condition: Record<string, unknown>): string | undefined {
  const known = [...spec.required, ...spec.optional, ...(spec.exactlyOneOf ?? [])];
  const unknown = Object.keys(condition).find((name) => !known.includes(name));
  if (unknown) return `unknown condition field: ${unknown}`;
  const notText = Object.entries(condition).find(([, value]) => typeof value !== 'string' || value === '');
  if (notText) return `condition field ${notText[0]} must be a non-empty string`;
  const missing = spec.required.find((name) => !(name in condition));
  if (missing) return `missing required condition field: ${missing}`;
  if (spec.exactlyOneOf && spec.exactlyOneOf.filter((name) => name in condition).length !== 1)
    return `exactly one of ${spec.exactlyOneOf.join(', ')} is required`;
  return undefined;
}
