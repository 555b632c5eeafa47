import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_PATHS } from '@arcana/shared';
import {
  ZModeratedProjectPage,
  ZModeratedProjectQuery,
  ZProjectIdParams,
  ZReasonBody,
  ZReviewCount,
  ZReviewQueue,
  ZVersionIdParams,
} from '@arcana/shared/schemas';
import type { AuthGuard } from '../sessions/index.js';
import type { ReviewService } from './review.service.js';
import { clientOf } from '../../lib/client-info.js';
import { authOf } from '../sessions/index.js';

/** The admin panel's Review tab: admins only; an observer's token writes nothing (observer-read-only.ts). */
export function registerReviewRoutes(
  fastify: FastifyInstance,
  { review: service, requireAuth: preHandler }: { review: ReviewService; requireAuth: AuthGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const config = { access: 'admin' as const };
  const reviewerOf = (req: Parameters<typeof authOf>[0]) => ({ id: authOf(req).user.id, client: clientOf(req) });
  const done = z.null();

  app.get(
    REVIEW_PATHS.projects,
    { preHandler, config, schema: { tags, querystring: ZModeratedProjectQuery, response: { 200: ZModeratedProjectPage } } },
    (req) => service.projects(req.query),
  );
  app.get(REVIEW_PATHS.count, { preHandler, config, schema: { tags, response: { 200: ZReviewCount } } }, () => service.waiting());
  app.get(REVIEW_PATHS.queue, { preHandler, config, schema: { tags, response: { 200: ZReviewQueue } } }, () => service.queue());
  app.post(
    REVIEW_PATHS.approve,
    { preHandler, config, schema: { tags, params: ZVersionIdParams, response: { 204: done } } },
    async (req, reply) => {
      await service.approve(reviewerOf(req), req.params.versionId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    REVIEW_PATHS.reject,
    { preHandler, config, schema: { tags, params: ZVersionIdParams, body: ZReasonBody, response: { 204: done } } },
    async (req, reply) => {
      await service.reject(reviewerOf(req), req.params.versionId, req.body.reason);
      return reply.status(204).send(null);
    },
  );
  app.post(
    REVIEW_PATHS.suspend,
    { preHandler, config, schema: { tags, params: ZProjectIdParams, body: ZReasonBody, response: { 204: done } } },
    async (req, reply) => {
      await service.suspend(reviewerOf(req), req.params.projectId, req.body.reason);
      return reply.status(204).send(null);
    },
  );
  app.post(
    REVIEW_PATHS.unsuspend,
    { preHandler, config, schema: { tags, params: ZProjectIdParams, response: { 204: done } } },
    async (req, reply) => {
      await service.suspend(reviewerOf(req), req.params.projectId, null);
      return reply.status(204).send(null);
    },
  );
}
