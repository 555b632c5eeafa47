import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REWARD_PATHS } from '@arcana/shared';
import { ZCollectionIdParams, ZRule, ZRuleBody, ZRuleIdParams, ZRuleList, ZRulePatch } from '@arcana/shared/schemas';
import type { Services } from '../../services.js';
import { authOf } from '../sessions/index.js';

/** A collection's earning rules, for its creator. */
export function registerRewardRoutes(fastify: FastifyInstance, { rules: service, requireAuth: preHandler }: Services) {
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
}
