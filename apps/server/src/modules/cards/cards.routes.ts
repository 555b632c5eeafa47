import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_PATHS } from '@arcana/shared';
import { ZCard, ZCardList, ZCollectBody, ZPublicKeyParams } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { authOf, createAuthGuard } from '../../lib/auth-guard.js';
import { createCardsService } from './cards.service.js';

export function registerCardRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCardsService(deps);
  const preHandler = createAuthGuard(deps);
  const tags = ['cards'];

  app.post(CARD_PATHS.collect, { preHandler, schema: { tags, body: ZCollectBody, response: { 200: ZCard } } }, (req) =>
    service.collect(authOf(req).user, req.body),
  );
  app.get(CARD_PATHS.mine, { preHandler, schema: { tags, response: { 200: ZCardList } } }, (req) => service.listMine(authOf(req).user));
  app.get(CARD_PATHS.byPublicKey, { preHandler, schema: { tags, params: ZPublicKeyParams, response: { 200: ZCardList } } }, (req) =>
    service.listByPublicKey(authOf(req).user, req.params.publicKey),
  );
}
