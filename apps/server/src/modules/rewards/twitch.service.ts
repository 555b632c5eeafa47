import { randomBytes } from 'node:crypto';
import { API_PREFIX, REWARD_MESSAGES, TWITCH_BROADCASTER_SCOPES, TWITCH_PATHS, type TTwitchChatKind } from '@arcana/shared';
import { isTwitchSource, ZRuleTerms, type TTwitchChannel, type TTwitchSource } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import { ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { HelixError, type Helix, type UserGrant } from './helix.js';
import type { InboxRow } from './inbox.repo.js';
import type { EarnedEvent } from './earning.js';
import { disableRules, type RuleRow } from './rules.repo.js';
import * as repo from './twitch.repo.js';
import { CHANNEL_SUBSCRIPTIONS, conditionFor, EVENTSUB_TYPES } from './twitch-events.js';

/** The broadcaster's account as Twitch's sign-in read it. */
export interface Broadcaster {
  id: string;
  login: string;
  displayName: string;
}

const notConnected = () => conflict('TWITCH_NOT_CONNECTED', REWARD_MESSAGES.twitchNotConnected);
const scopesMissing = () => conflict('TWITCH_NOT_CONNECTED', REWARD_MESSAGES.twitchScopesMissing);
/** A subscription's secret: Twitch takes 10 to 100 characters. */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * A project's Twitch channel, connected by its creator as broadcaster (docs/product-rules.md "Earning
 * rules"), and the EventSub subscriptions and channel points rewards its rules need: made when a rule
 * is turned on, deleted when it is turned off or the channel is disconnected.
 */
export function createTwitchService({ db, box, config, log }: Pick<Platform, 'db' | 'box' | 'config' | 'log'>, helix: Helix) {
  // Read at each use: a test learns its listening address after the app is built.
  const callbackOf = (subscriptionId: string) =>
    `${config.providers.TWITCH_EVENTSUB_CALLBACK_URL || config.publicUrl}${API_PREFIX}${TWITCH_PATHS.eventSub.replace(':subscriptionId', subscriptionId)}`;

  async function freshToken(channel: repo.ChannelRow): Promise<string> {
    if (!channel.refreshToken) return box.open(channel.accessToken);
    const grant = await helix.refresh(box.open(channel.refreshToken)).catch((error: unknown) => {
      // A refresh Twitch refuses means the broadcaster withdrew their consent: the channel must be connected again.
      throw error instanceof HelixError ? notConnected() : error;
    });
    await repo.saveTokens(db, channel.projectId, {
      accessToken: box.seal(grant.accessToken),
      refreshToken: grant.refreshToken ? box.seal(grant.refreshToken) : channel.refreshToken,
      expiresAt: grant.expiresAt,
    });
    return grant.accessToken;
  }

  /** Calls Helix as the project's broadcaster: a token about to end, or refused once, is refreshed. */
  async function asBroadcaster<T>(projectId: string, call: (token: string, channel: repo.ChannelRow) => Promise<T>): Promise<T> {
    const channel = await repo.findChannel(db, projectId);
    if (!channel) throw notConnected();
    const token = helix.needsRefresh(channel) ? await freshToken(channel) : box.open(channel.accessToken);
    try {
      return await call(token, channel);
    } catch (error) {
      if (!(error instanceof HelixError && error.status === 401 && channel.refreshToken)) throw error;
      return call(await freshToken(channel), channel);
    }
  }

  async function status(user: UserRow, projectId: string): Promise<TTwitchChannel> {
    await ownProject(db, user, projectId);
    const channel = await repo.findChannel(db, projectId);
    if (!channel) return { channel: null };
    return {
      channel: {
        id: channel.broadcasterId,
        login: channel.login,
        displayName: channel.displayName,
        connectedAt: channel.connectedAt.toISOString(),
        missingScopes: TWITCH_BROADCASTER_SCOPES.filter((scope) => !channel.scopes.includes(scope)),
        chat: channel.chatKinds as TTwitchChatKind[],
      },
    };
  }

  /** A Helix refusal of what Arcana asked for its rule: the broadcaster's consent is missing or withdrawn. */
  const asRuleFailure = (error: unknown): never => {
    if (error instanceof HelixError) throw error.status === 401 || error.status === 403 ? scopesMissing() : upstream(error);
    throw error;
  };
  const upstream = (error: HelixError) => new AppError('UPSTREAM_UNAVAILABLE', 502, `Twitch refused: ${error.message}`);

  async function subscribe(row: repo.SubscriptionRow, type: string, version: string, condition: Record<string, string>) {
    const twitchId = await helix.createSubscription({
      type,
      version,
      condition,
      callback: callbackOf(row.id),
      secret: box.open(row.secret),
    });
    await repo.updateSubscription(db, row.id, { twitchId });
  }

  /** Deletes the subscriptions on Twitch (and a redemption rule's reward); one Twitch cannot delete now is logged and left. */
  async function unsubscribe(rows: repo.SubscriptionRow[]) {
    for (const row of rows) {
      try {
        if (row.twitchId) await helix.deleteSubscription(row.twitchId);
        const rewardId = row.rewardId;
        if (rewardId) await asBroadcaster(row.projectId, (token, channel) => helix.deleteReward(token, channel.broadcasterId, rewardId));
      } catch (err) {
        log.warn({ err, subscriptionId: row.id }, 'could not delete a Twitch subscription');
      }
    }
    await repo.deleteSubscriptions(
      db,
      rows.map((row) => row.id),
    );
  }

  /** Turns off the project's Twitch rules (saying why) and deletes their subscriptions and the channel's own. */
  async function dropAll(projectId: string, reason: string) {
    const rows = await repo.subscriptionsOfProject(db, projectId);
    await unsubscribe(rows);
    await disableRules(
      db,
      rows.flatMap((row) => (row.ruleId ? [row.ruleId] : [])),
      reason,
    );
  }

  return {
    configured: helix.configured,

    status,

    /** What Arcana says in the channel's chat: the project's creator chooses, once the channel is connected. */
    async setChat(user: UserRow, projectId: string, kinds: TTwitchChatKind[]): Promise<TTwitchChannel> {
      await ownProject(db, user, projectId);
      // It speaks as the broadcaster: a creator's tool, as connecting is.
      requireCreator(user);
      if (!(await repo.findChannel(db, projectId))) throw notConnected();
      await repo.saveChatKinds(db, projectId, kinds);
      return status(user, projectId);
    },

    /** A message in the channel's chat, as its broadcaster: refused (the channel gone, its scope withdrawn) answers null. */
    async say(projectId: string, text: string): Promise<{ sent: boolean; dropReason: string | null } | null> {
      try {
        return await asBroadcaster(projectId, (token, channel) => helix.sendChatMessage(token, channel.broadcasterId, text));
      } catch (error) {
        if (error instanceof AppError && error.code === 'TWITCH_NOT_CONNECTED') return null;
        if (error instanceof HelixError && (error.status === 401 || error.status === 403)) return null;
        // Refused for what it is (too long, a bad channel): trying again would say nothing more.
        if (error instanceof HelixError && (error.status === 400 || error.status === 422))
          return { sent: false, dropReason: error.message };
        throw error;
      }
    },

    /** Only the project's creator connects its channel, and only where Twitch is configured. */
    async mayConnect(user: UserRow, projectId: string): Promise<void> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      if (!helix.configured) throw badRequest('PROVIDER_DISABLED', 'Twitch is not configured on this server');
    },

    /** Twitch's consent came back: the channel is kept (another channel than before turns its rules off) and its streams followed. */
    async connect(projectId: string, userId: string, broadcaster: Broadcaster, grant: UserGrant): Promise<void> {
      const before = await repo.findChannel(db, projectId);
      if (before && before.broadcasterId !== broadcaster.id) await dropAll(projectId, REWARD_MESSAGES.twitchNotConnected);
      await repo.saveChannel(db, {
        projectId,
        broadcasterId: broadcaster.id,
        login: broadcaster.login,
        displayName: broadcaster.displayName,
        accessToken: box.seal(grant.accessToken),
        refreshToken: grant.refreshToken ? box.seal(grant.refreshToken) : null,
        expiresAt: grant.expiresAt,
        scopes: grant.scopes,
        connectedBy: userId,
      });
      const subscriptions = await repo.subscriptionsOfProject(db, projectId);
      for (const { type, version } of CHANNEL_SUBSCRIPTIONS) {
        if (subscriptions.some((row) => row.type === type)) continue;
        const row = await repo.insertSubscription(db, { projectId, type, secret: box.seal(newSecret()) });
        await subscribe(row, type, version, { broadcaster_user_id: broadcaster.id }).catch(async (err: unknown) => {
          // Without them, caps per stream count all streams as one, and cards that play only live wait.
          log.warn({ err, projectId, type }, 'could not follow the channel’s streams');
          await repo.deleteSubscriptions(db, [row.id]);
        });
      }
    },

    async disconnect(user: UserRow, projectId: string): Promise<void> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      await dropAll(projectId, REWARD_MESSAGES.twitchNotConnected);
      await repo.deleteChannel(db, projectId);
    },

    /** A Twitch rule turned on: its subscription (and for a redemption, the channel points reward) is made first. */
    async subscribeRule(rule: RuleRow, projectId: string): Promise<void> {
      if (!isTwitchSource(rule.source)) return;
      const source: TTwitchSource = rule.source;
      const channel = await repo.findChannel(db, projectId);
      if (!channel) throw notConnected();
      const { type, version, scope } = EVENTSUB_TYPES[source];
      if (scope && !channel.scopes.includes(scope)) throw scopesMissing();
      // Turned on twice at once: the first one's subscription serves.
      if ((await repo.subscriptionsOfRule(db, rule.id)).length > 0) return;
      const row = await repo.insertSubscription(db, { projectId, ruleId: rule.id, type, secret: box.seal(newSecret()) });
      let rewardId: string | null = null;
      try {
        const terms = ZRuleTerms.parse(rule.terms);
        if (terms.source === 'twitch.redemption') {
          rewardId = await asBroadcaster(projectId, (token) =>
            helix.createReward(token, channel.broadcasterId, { title: terms.title, cost: terms.cost }),
          );
          await repo.updateSubscription(db, row.id, { rewardId });
        }
        await subscribe(row, type, version, conditionFor(source, channel.broadcasterId, rewardId));
      } catch (error) {
        await unsubscribe([{ ...row, rewardId }]);
        asRuleFailure(error);
      }
    },

    async unsubscribeRule(rule: RuleRow): Promise<void> {
      await unsubscribe(await repo.subscriptionsOfRule(db, rule.id));
    },

    /** Tells Twitch a redemption's outcome: FULFILLED once granted, CANCELED (the points back) when it cannot be. */
    async reply(row: InboxRow): Promise<void> {
      const { event } = row.payload as EarnedEvent;
      const reward = (event.reward ?? {}) as { id?: string };
      if (!row.projectId || !row.reply || !reward.id) return;
      const status = row.reply as 'FULFILLED' | 'CANCELED';
      await asBroadcaster(row.projectId, (token, channel) =>
        helix.updateRedemption(token, { broadcasterId: channel.broadcasterId, rewardId: reward.id!, id: String(event.id), status }),
      ).catch((error: unknown) => {
        // Twitch no longer has it unfulfilled (done by hand, the reward deleted): nothing is left to tell.
        if (!(error instanceof HelixError && (error.status === 400 || error.status === 404))) throw error;
      });
    },
  };
}

export type TwitchService = ReturnType<typeof createTwitchService>;
