import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FAIRNESS_PATHS } from '@arcana/shared';
import { ZFairnessSeeds, ZRotateSeedBody } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { authOf, createAuthGuard } from '../../lib/auth-guard.js';
import { createFairnessService } from './fairness.service.js';

export function registerFairnessRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createFairnessService(deps);
  const preHandler = createAuthGuard(deps);
  const tags = ['fairness'];

  app.get(FAIRNESS_PATHS.seeds, { preHandler, schema: { tags, response: { 200: ZFairnessSeeds } } }, (req) => service.seeds(authOf(req)));
  app.post(FAIRNESS_PATHS.rotate, { preHandler, schema: { tags, body: ZRotateSeedBody, response: { 200: ZFairnessSeeds } } }, (req) =>
    service.rotate(authOf(req), req.body),
  );
}
