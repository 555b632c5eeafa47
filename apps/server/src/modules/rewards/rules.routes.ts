import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REWARD_MESSAGES, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import {
  ZCollectionIdParams,
  ZGrantList,
  ZMessageResponse,
  ZProjectIdParams,
  ZRule,
  ZRuleBody,
  ZRuleIdParams,
  ZRuleList,
  ZRulePatch,
  ZTwitchChannel,
} from '@arcana/shared/schemas';
import type { Services } from '../../services.js';
import { authOf } from '../sessions/index.js';

/** A collection's earning rules and grants, and its project's Twitch channel, for its creator. */
export function registerRewardRoutes(fastify: FastifyInstance, { rules: service, twitch, requireAuth: preHandler }: Services) {
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
  app.get(TWITCH_PATHS.channel, { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZTwitchChannel } } }, (req) =>
    twitch.status(authOf(req).user, req.params.projectId),
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
