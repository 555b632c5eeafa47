import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OVERLAY_MESSAGES, OVERLAY_PATHS } from '@arcana/shared';
import {
  ZDrawProof,
  ZMessageResponse,
  ZOverlay,
  ZOverlayAddress,
  ZOverlaySettingsPatch,
  ZOverlayTestBody,
  ZProjectIdParams,
  ZProofCodeParams,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { refuseObserver } from '../observer/index.js';
import { authOf } from '../sessions/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { OverlaysService } from './overlays.service.js';

export interface OverlaysParts {
  overlays: OverlaysService;
  requireAuth: AuthGuard;
}

/** A project's stream overlay, for its creator; the proof of a draw it showed, for anyone. */
export function registerOverlayRoutes(
  fastify: FastifyInstance,
  { db }: Pick<Platform, 'db'>,
  { overlays: service, requireAuth: preHandler }: OverlaysParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['overlays'];
  const params = ZProjectIdParams;
  const message = { 200: ZMessageResponse };

  app.get(OVERLAY_PATHS.overlay, { preHandler, schema: { tags, params, response: { 200: ZOverlay } } }, (req) =>
    service.status(authOf(req).user, req.params.projectId),
  );
  app.patch(
    OVERLAY_PATHS.overlay,
    { preHandler, schema: { tags, params, body: ZOverlaySettingsPatch, response: { 200: ZOverlay } } },
    (req) => service.change(authOf(req).user, req.params.projectId, req.body),
  );
  app.get(OVERLAY_PATHS.address, { preHandler, schema: { tags, params, response: { 200: ZOverlayAddress } } }, async (req, reply) => {
    // A secret that opens the creator's feed, not a look at their account: an observer is refused it.
    await refuseObserver(db, req, authOf(req));
    reply.header('cache-control', 'no-store');
    return service.address(authOf(req).user, req.params.projectId);
  });
  app.post(OVERLAY_PATHS.address, { preHandler, schema: { tags, params, response: { 200: ZOverlayAddress } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return service.regenerate(authOf(req).user, req.params.projectId);
  });
  app.post(OVERLAY_PATHS.test, { preHandler, schema: { tags, params, body: ZOverlayTestBody, response: message } }, async (req) => {
    await service.test(authOf(req).user, req.params.projectId, 'rarity' in req.body ? req.body.rarity : 'earned');
    return { message: OVERLAY_MESSAGES.testQueued };
  });
  app.post(OVERLAY_PATHS.skip, { preHandler, schema: { tags, params, response: message } }, async (req) => {
    await service.skip(authOf(req).user, req.params.projectId);
    return { message: OVERLAY_MESSAGES.skipped };
  });
  app.post(OVERLAY_PATHS.replay, { preHandler, schema: { tags, params, response: message } }, async (req) => {
    await service.replay(authOf(req).user, req.params.projectId);
    return { message: OVERLAY_MESSAGES.replayed };
  });
  app.post(OVERLAY_PATHS.clear, { preHandler, schema: { tags, params, response: message } }, async (req) => ({
    message: OVERLAY_MESSAGES.cleared(await service.clear(authOf(req).user, req.params.projectId)),
  }));
  app.get(OVERLAY_PATHS.proof, { schema: { tags, params: ZProofCodeParams, response: { 200: ZDrawProof } } }, (req) =>
    service.proof(req.params.code),
  );
}
