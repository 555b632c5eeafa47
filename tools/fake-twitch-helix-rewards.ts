import { randomUUID } from 'node:crypto';
import type { Reply } from './fake-http';
import { helixUserFields } from './fake-twitch-directory';
import { helixError, missingParameter, refuseUnlessBroadcaster } from './fake-twitch-helix-auth';
import type { CustomReward, HelixHandler, Redemption, RedemptionStatus, TwitchState } from './fake-twitch-types';

/** Helix's channel points endpoints for custom rewards, and the status update of their redemptions. */

const MANAGE = 'channel:manage:redemptions';
/** Twitch's limits: a title of 45 characters, 50 custom rewards a channel. */
const MAX_TITLE = 45;
const MAX_REWARDS = 50;
const DEFAULT_IMAGE = {
  url_1x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-1.png',
  url_2x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-2.png',
  url_4x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-4.png',
};

const rewardJson = (state: TwitchState, reward: CustomReward) => ({
  ...helixUserFields(state, 'broadcaster', reward.broadcasterId),
  id: reward.id,
  title: reward.title,
  prompt: reward.prompt,
  cost: reward.cost,
  image: null,
  default_image: DEFAULT_IMAGE,
  background_color: reward.backgroundColor,
  is_enabled: reward.isEnabled,
  is_user_input_required: reward.isUserInputRequired,
  max_per_stream_setting: { is_enabled: false, max_per_stream: 0 },
  max_per_user_per_stream_setting: { is_enabled: false, max_per_user_per_stream: 0 },
  global_cooldown_setting: { is_enabled: false, global_cooldown_seconds: 0 },
  is_paused: reward.isPaused,
  is_in_stock: true,
  should_redemptions_skip_request_queue: reward.skipsRequestQueue,
  redemptions_redeemed_current_stream: null,
  cooldown_expires_at: null,
});

export const redemptionJson = (state: TwitchState, redemption: Redemption) => {
  const reward = state.rewards.get(redemption.rewardId);
  return {
    ...helixUserFields(state, 'broadcaster', redemption.broadcasterId),
    id: redemption.id,
    user_id: redemption.user.id,
    user_login: redemption.user.username.toLowerCase(),
    user_name: redemption.user.displayName ?? redemption.user.username,
    user_input: redemption.userInput,
    status: redemption.status,
    redeemed_at: redemption.redeemedAt,
    reward: { id: redemption.rewardId, title: reward?.title ?? '', prompt: reward?.prompt ?? '', cost: reward?.cost ?? 0 },
  };
};

const channelRewards = (state: TwitchState, broadcasterId: string) =>
  [...state.rewards.values()].filter((reward) => reward.broadcasterId === broadcasterId);

interface RewardBody {
  title?: unknown;
  cost?: unknown;
  prompt?: unknown;
  is_enabled?: unknown;
  background_color?: unknown;
  is_user_input_required?: unknown;
  should_redemptions_skip_request_queue?: unknown;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export const createReward: HelixHandler = ({ state, caller, query, body }) => {
  const refusal = refuseUnlessBroadcaster(caller, query, MANAGE);
  if (refusal) return refusal;
  const broadcasterId = query.get('broadcaster_id') ?? '';
  const fields = (typeof body === 'object' && body !== null ? body : {}) as RewardBody;
  if (typeof fields.title !== 'string' || fields.title.trim() === '') return missingParameter('title');
  if (fields.title.length > MAX_TITLE) return helixError(400, `The title may have at most ${MAX_TITLE} characters`);
  if (!Number.isInteger(fields.cost) || (fields.cost as number) < 1)
    return helixError(400, 'The cost must be a whole number of at least 1');
  const existing = channelRewards(state, broadcasterId);
  if (existing.some((reward) => reward.title.toLowerCase() === (fields.title as string).toLowerCase()))
    return helixError(400, 'CREATE_CUSTOM_REWARD_DUPLICATE_REWARD');
  if (existing.length >= MAX_REWARDS) return helixError(400, 'CREATE_CUSTOM_REWARD_TOO_MANY_REWARDS');
  const reward = addReward(state, {
    broadcasterId,
    clientId: caller.clientId,
    title: fields.title,
    cost: fields.cost as number,
    ...(typeof fields.prompt === 'string' && { prompt: fields.prompt }),
    ...(typeof fields.background_color === 'string' && { backgroundColor: fields.background_color }),
    isEnabled: flag(fields.is_enabled, true),
    isUserInputRequired: flag(fields.is_user_input_required, false),
    skipsRequestQueue: flag(fields.should_redemptions_skip_request_queue, false),
  });
  return { status: 200, body: { data: [rewardJson(state, reward)] } };
};

/** A reward as Twitch makes it: what is not given takes Twitch's defaults. */
export function addReward(
  state: TwitchState,
  fields: Pick<CustomReward, 'broadcasterId' | 'clientId' | 'title' | 'cost'> & Partial<CustomReward>,
): CustomReward {
  const reward: CustomReward = {
    prompt: '',
    isEnabled: true,
    backgroundColor: '#9147FF',
    isUserInputRequired: false,
    skipsRequestQueue: false,
    ...fields,
    id: randomUUID(),
    isPaused: false,
  };
  state.rewards.set(reward.id, reward);
  return reward;
}

export const listRewards: HelixHandler = ({ state, caller, query }) => {
  const refusal = refuseUnlessBroadcaster(caller, query, 'channel:read:redemptions') && refuseUnlessBroadcaster(caller, query, MANAGE);
  if (refusal) return refusal;
  const ids = query.getAll('id');
  const onlyManageable = query.get('only_manageable_rewards') === 'true';
  const rewards = channelRewards(state, query.get('broadcaster_id') ?? '').filter(
    (reward) => (ids.length === 0 || ids.includes(reward.id)) && (!onlyManageable || reward.clientId === caller.clientId),
  );
  if (ids.length > 0 && rewards.length === 0) return helixError(404, 'Not Found');
  return { status: 200, body: { data: rewards.map((reward) => rewardJson(state, reward)) } };
};

/** A reward of the caller's own on the caller's channel, or the refusal Twitch gives. */
function manageableReward({ state, caller, query }: Parameters<HelixHandler>[0], idParameter: string): CustomReward | Reply {
  const refusal = refuseUnlessBroadcaster(caller, query, MANAGE);
  if (refusal) return refusal;
  const id = query.get(idParameter);
  if (!id) return missingParameter(idParameter);
  const reward = state.rewards.get(id);
  if (!reward || reward.broadcasterId !== query.get('broadcaster_id')) return helixError(404, 'Not Found');
  if (reward.clientId !== caller.clientId)
    return helixError(403, 'The ID in the Client-Id header must match the client ID used to create the custom reward.');
  return reward;
}

export const deleteReward: HelixHandler = (call) => {
  const reward = manageableReward(call, 'id');
  if ('status' in reward) return reward;
  call.state.rewards.delete(reward.id);
  return { status: 204, body: undefined };
};

const SETTLED: RedemptionStatus[] = ['FULFILLED', 'CANCELED'];

export const updateRedemptionStatus: HelixHandler = (call) => {
  const reward = manageableReward(call, 'reward_id');
  if ('status' in reward) return reward;
  const { state, query, body } = call;
  const ids = query.getAll('id');
  if (ids.length === 0) return missingParameter('id');
  const status = (body as { status?: unknown } | undefined)?.status;
  if (!SETTLED.includes(status as RedemptionStatus)) return helixError(400, 'The status field must be FULFILLED or CANCELED');
  // Only redemptions still waiting can be settled, and each once.
  const waiting = ids
    .map((id) => state.redemptions.get(id))
    .filter((redemption) => redemption?.rewardId === reward.id && redemption.status === 'UNFULFILLED') as Redemption[];
  if (waiting.length === 0) return helixError(404, "The redemption ID wasn't found or its status isn't UNFULFILLED");
  for (const redemption of waiting) redemption.status = status as RedemptionStatus;
  return { status: 200, body: { data: waiting.map((redemption) => redemptionJson(state, redemption)) } };
};
