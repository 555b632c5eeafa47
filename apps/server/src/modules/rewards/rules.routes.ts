import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REWARD_MESSAGES, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import {
  ZClaimResult,
  ZCollectionIdParams,
  ZDonationReceiptList,
  ZGrantList,
  ZWaitingViewerList,
  ZMessageResponse,
  ZProjectIdParams,
  ZRule,
  ZRuleBody,
  ZRuleIdParams,
  ZRuleList,
  ZRulePatch,
  ZTwitchChannel,
  ZTwitchChatPatch,
  ZWaysToEarn,
} from '@arcana/shared/schemas';
import type { TwitchService } from './twitch.service.js';
import type { Donations } from './donations.service.js';
import type { RulesService } from './rules.service.js';
import type { SteamClaims } from './steam-claims.js';
import { authOf } from '../sessions/index.js';
import { registerReferralRoutes, type ReferralRouteParts } from './referrals.routes.js';

/** A collection's earning rules and grants, and its project's Twitch channel, for its creator; its ways to earn for anyone; claims and referrals. */
export type RewardRouteParts = ReferralRouteParts & {
  rules: RulesService;
  twitch: TwitchService;
  claims: SteamClaims;
  donations: Donations;
};

export function registerRewardRoutes(fastify: FastifyInstance, services: RewardRouteParts) {
  const { rules: service, twitch, claims, donations, requireAuth: preHandler } = services;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  app.get(REWARD_PATHS.rules, { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZRuleList } } }, (req) =>
    service.list(authOf(req).user, req.params.collectionId),
  );
  app.post(
    REWARD_PATHS.rules,
    { preHandler, schema: { tags, params: ZCollectionIdParams, body: ZRuleBody, response: { 201: ZRule } } },
    async (req, reply) => reply.status(201).send(await service.add(authOf(req).user, req.params.collectionId, req.body)),
  );
  app.patch(REWARD_PATHS.rule, { preHandler, schema: { tags, params: ZRuleIdParams, body: ZRulePatch, response: { 200: ZRule } } }, (req) =>
    service.change(authOf(req).user, req.params.ruleId, req.body),
  );
  app.get(REWARD_PATHS.grants, { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZGrantList } } }, (req) =>
    service.grants(authOf(req).user, req.params.collectionId),
  );
  app.get(
    REWARD_PATHS.waiting,
    { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZWaitingViewerList } } },
    (req) => service.waiting(authOf(req).user, req.params.collectionId),
  );
  app.get(REWARD_PATHS.waysToEarn, { schema: { tags, params: ZCollectionIdParams, response: { 200: ZWaysToEarn } } }, (req) =>
    service.waysToEarn(req.params.collectionId),
  );
  app.post(REWARD_PATHS.claim, { preHandler, schema: { tags, params: ZRuleIdParams, response: { 200: ZClaimResult } } }, (req) =>
    claims.claim(authOf(req).user, req.params.ruleId, req.ip),
  );
  registerReferralRoutes(fastify, services);
  app.get(
    REWARD_PATHS.donations,
    { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZDonationReceiptList } } },
    (req) => donations.receipts({ collectionId: req.params.collectionId, user: authOf(req).user }),
  );
  app.get(REWARD_PATHS.myDonations, { preHandler, schema: { tags, response: { 200: ZDonationReceiptList } } }, (req) =>
    donations.receipts({ userId: authOf(req).user.id }),
  );
  app.get(TWITCH_PATHS.channel, { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZTwitchChannel } } }, (req) =>
    twitch.status(authOf(req).user, req.params.projectId),
  );
  app.patch(
    TWITCH_PATHS.chat,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZTwitchChatPatch, response: { 200: ZTwitchChannel } } },
    (req) => twitch.setChat(authOf(req).user, req.params.projectId, req.body.chat),
  );
  app.delete(
    TWITCH_PATHS.channel,
    { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZMessageResponse } } },
    async (req) => {
      await twitch.disconnect(authOf(req).user, req.params.projectId);
      return { message: REWARD_MESSAGES.channelDisconnected };
    },
  );
}
