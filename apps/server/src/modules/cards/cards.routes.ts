import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_PATHS } from '@arcana/shared';
import { ZCard, ZCardList, ZCardPage, ZCardPageQuery, ZCollectBody, ZCollectionSummary, ZPublicKeyParams } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { authOf, createAuthGuard } from '../../lib/auth-guard.js';
import { findCardPage, summarizeCollection } from './card-page.repo.js';
import { createCardsService } from './cards.service.js';

export function registerCardRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCardsService(deps);
  const preHandler = createAuthGuard(deps);
  const tags = ['cards'];

  app.post(CARD_PATHS.collect, { preHandler, schema: { tags, body: ZCollectBody, response: { 200: ZCard } } }, async (req) => {
    const { user } = authOf(req);
    // Drawing is not free, and a card should reward something: a handful a window per account (config).
    await deps.rateLimiter.hit([{ key: `collect:${user.id}`, ...deps.config.rateLimits.collect }]);
    return service.collect(user, req.body);
  });
  app.get(CARD_PATHS.mine, { preHandler, schema: { tags, response: { 200: ZCardList } } }, (req) => service.listMine(authOf(req).user));
  app.get(CARD_PATHS.minePage, { preHandler, schema: { tags, querystring: ZCardPageQuery, response: { 200: ZCardPage } } }, (req) =>
    findCardPage(deps.db, authOf(req).user.id, req.query),
  );
  app.get(CARD_PATHS.mineSummary, { preHandler, schema: { tags, response: { 200: ZCollectionSummary } } }, (req) =>
    summarizeCollection(deps.db, authOf(req).user.id),
  );
  app.get(CARD_PATHS.byPublicKey, { preHandler, schema: { tags, params: ZPublicKeyParams, response: { 200: ZCardList } } }, (req) =>
    service.listByPublicKey(authOf(req).user, req.params.publicKey),
  );
}
