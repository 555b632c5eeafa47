import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SHARE_PATHS } from '@arcana/shared';
import { ZCardIdParams, ZCardShare, ZCardShareState, ZShareIdParams, ZSharedCard } from '@arcana/shared/schemas';
import { authOf } from '../sessions/index.js';
import type { createBrowserCookie } from '../../lib/browser-cookie.js';
import type { AuthGuard } from '../sessions/index.js';
import type { SharesService } from './shares.service.js';

export interface SharesParts {
  shares: SharesService;
  browserCookie: ReturnType<typeof createBrowserCookie>;
  requireAuth: AuthGuard;
}

/** An owner's links to their cards, and a shared card for anyone (docs/product-rules.md "Cards in 3D and shared"). */
export function registerShareRoutes(fastify: FastifyInstance, { shares: service, browserCookie, requireAuth: preHandler }: SharesParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shares'];
  const params = ZCardIdParams;

  app.get(SHARE_PATHS.cardShare, { preHandler, schema: { tags, params, response: { 200: ZCardShareState } } }, (req) =>
    service.state(authOf(req).user, req.params.cardId),
  );
  // The browser asking is remembered with the owner's referral link, as asking for the link does.
  app.post(SHARE_PATHS.cardShare, { preHandler, schema: { tags, params, response: { 200: ZCardShare } } }, (req, reply) =>
    service.share(authOf(req).user, req.params.cardId, browserCookie.of(req, reply)),
  );
  app.delete(SHARE_PATHS.cardShare, { preHandler, schema: { tags, params } }, async (req, reply) => {
    await service.revoke(authOf(req).user, req.params.cardId);
    return reply.status(204).send();
  });
  app.get(SHARE_PATHS.share, { schema: { tags, params: ZShareIdParams, response: { 200: ZSharedCard } } }, async (req, reply) => {
    // Checked again on every look: a revoked link answers 404 at once, wherever it was kept.
    void reply.header('cache-control', 'no-cache');
    return service.shared(req.params.shareId);
  });
}
