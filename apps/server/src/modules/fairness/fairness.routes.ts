import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FAIRNESS_PATHS } from '@arcana/shared';
import { ZChainParams, ZFairnessSeeds, ZRotateSeedBody, ZSeedChainList } from '@arcana/shared/schemas';
import { authOf } from '../sessions/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createFairnessService } from './fairness.service.js';

export interface FairnessParts {
  fairness: ReturnType<typeof createFairnessService>;
  requireAuth: AuthGuard;
}

export function registerFairnessRoutes(fastify: FastifyInstance, { fairness: service, requireAuth: preHandler }: FairnessParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['fairness'];

  app.get(FAIRNESS_PATHS.seeds, { preHandler, schema: { tags, response: { 200: ZFairnessSeeds } } }, (req) => service.seeds(authOf(req)));
  app.post(FAIRNESS_PATHS.rotate, { preHandler, schema: { tags, body: ZRotateSeedBody, response: { 200: ZFairnessSeeds } } }, (req) =>
    service.rotate(authOf(req), req.body),
  );
  app.get(FAIRNESS_PATHS.chain, { preHandler, schema: { tags, params: ZChainParams, response: { 200: ZSeedChainList } } }, (req) =>
    service.chains(authOf(req), req.params.slug),
  );
}
