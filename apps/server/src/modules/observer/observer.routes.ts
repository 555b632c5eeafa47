import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PATHS } from '@arcana/shared';
import { ZObserveResponse, ZStopObservingResponse, ZUserIdParams } from '@arcana/shared/schemas';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import type { ObserverService } from './observer.service.js';

export interface ObserverParts {
  observer: ObserverService;
  sessions: SessionService;
  requireAuth: AuthGuard;
}

export function registerObserverRoutes(fastify: FastifyInstance, { observer: service, requireAuth: preHandler }: ObserverParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  // Entering needs a recent proof of presence: whoever holds an admin's session for a while should not look around as anyone.
  app.post(
    ADMIN_PATHS.observe,
    {
      preHandler,
      config: { access: 'admin', recentAuth: true },
      schema: { tags, params: ZUserIdParams, response: { 200: ZObserveResponse } },
    },
    (req) => service.start(authOf(req), req.params.userId, clientOf(req)),
  );
  // Called with the observer's token: the one write (with logout) an observer may make.
  app.post(
    ADMIN_PATHS.stopObserving,
    { preHandler, config: { observerAllowed: true }, schema: { tags, response: { 200: ZStopObservingResponse } } },
    (req) => service.stop(authOf(req), clientOf(req)),
  );
}
