import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_PATHS, PROJECT_PATHS } from '@arcana/shared';
import {
  ZCard,
  ZCardIdParams,
  ZCardList,
  ZCardListQuery,
  ZCardPage,
  ZCardPageQuery,
  ZClaimBody,
  ZCollectBody,
  ZCollectionIdParams,
  ZCollectedDesigns,
  ZCollectionSummary,
  ZCommunityFigures,
  ZMyDraws,
  ZMyDrawsQuery,
  ZMarkSeenBody,
  ZMarkSeenResult,
  ZPublicKeyParams,
  type TCardPage,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { authOf } from '../sessions/index.js';
import { findCardPage, summarizeCollection } from './card-page.repo.js';
import { COMMUNITY_FIGURES_FOR_SECONDS, createCommunityFigures } from './community-figures.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createCardsService } from './cards.service.js';

export interface CardsParts {
  cards: ReturnType<typeof createCardsService>;
  requireAuth: AuthGuard;
}

/**
 * The list routes answer a page as a bare array, as first designed; where more cards follow, the Link
 * header names the next page (rel="next"), as GitHub's API does: `next(cursor)` is its path.
 */
function listWithNextLink(reply: FastifyReply, page: TCardPage, next: (cursor: string) => string) {
  if (page.nextCursor) void reply.header('link', `<${next(page.nextCursor)}>; rel="next"`);
  return page.cards;
}

export function registerCardRoutes(fastify: FastifyInstance, deps: Platform, { cards: service, requireAuth: preHandler }: CardsParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cards'];
  const api = (path: string) => `/api${path}`;
  const communityFigures = createCommunityFigures(deps.db);

  app.post(CARD_PATHS.collect, { preHandler, schema: { tags, body: ZCollectBody, response: { 200: ZCard } } }, (req) =>
    service.collect(authOf(req).user, req.body),
  );
  app.post(
    PROJECT_PATHS.claim,
    { preHandler, schema: { tags, params: ZCollectionIdParams, body: ZClaimBody, response: { 200: ZCard } } },
    (req) => service.claim(authOf(req).user, req.params.collectionId, req.body),
  );
  app.get(
    PROJECT_PATHS.collected,
    { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZCollectedDesigns } } },
    (req) => service.collected(authOf(req).user, req.params.collectionId),
  );
  app.get(
    CARD_PATHS.mine,
    { preHandler, schema: { tags, querystring: ZCardListQuery, response: { 200: ZCardList } } },
    async (req, reply) => {
      const { user } = authOf(req);
      const page = await deps.heavyReads(user.id, () => service.listMine(user, req.query.cursor));
      return listWithNextLink(reply, page, (cursor) => api(`${CARD_PATHS.mine}?cursor=${cursor}`));
    },
  );
  app.get(CARD_PATHS.minePage, { preHandler, schema: { tags, querystring: ZCardPageQuery, response: { 200: ZCardPage } } }, (req) => {
    const { user } = authOf(req);
    return deps.heavyReads(user.id, () => findCardPage(deps.db, { userId: user.id }, req.query));
  });
  app.get(CARD_PATHS.communityFigures, { schema: { tags, response: { 200: ZCommunityFigures } } }, async (_req, reply) => {
    void reply.header('cache-control', `public, max-age=${COMMUNITY_FIGURES_FOR_SECONDS}`);
    return communityFigures();
  });
  app.post(CARD_PATHS.mineSeen, { preHandler, schema: { tags, body: ZMarkSeenBody, response: { 200: ZMarkSeenResult } } }, (req) =>
    service.markSeen(authOf(req).user, req.body),
  );
  app.get(CARD_PATHS.mineSummary, { preHandler, schema: { tags, response: { 200: ZCollectionSummary } } }, (req) =>
    summarizeCollection(deps.db, authOf(req).user.id),
  );
  app.get(CARD_PATHS.myDraws, { preHandler, schema: { tags, querystring: ZMyDrawsQuery, response: { 200: ZMyDraws } } }, (req) =>
    service.myDraws(authOf(req).user, req.query.collectionId),
  );
  app.get(CARD_PATHS.mineOne, { preHandler, schema: { tags, params: ZCardIdParams, response: { 200: ZCard } } }, (req) =>
    service.findMine(authOf(req).user, req.params.cardId),
  );
  app.get(
    CARD_PATHS.byPublicKey,
    { preHandler, schema: { tags, params: ZPublicKeyParams, querystring: ZCardListQuery, response: { 200: ZCardList } } },
    async (req, reply) => {
      const { user } = authOf(req);
      const { publicKey } = req.params;
      const page = await deps.heavyReads(user.id, () => service.listByPublicKey(user, publicKey, req.query.cursor));
      return listWithNextLink(reply, page, (cursor) => api(`${CARD_PATHS.byPublicKey.replace(':publicKey', publicKey)}?cursor=${cursor}`));
    },
  );
}
