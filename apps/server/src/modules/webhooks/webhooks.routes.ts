import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WEBHOOK_MESSAGES, WEBHOOK_PATHS } from '@arcana/shared';
import {
  ZMessageResponse,
  ZNewWebhookEndpoint,
  ZProjectIdParams,
  ZRotatedWebhookSecret,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointBody,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointPatch,
  ZWebhookSecret,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { clientOf } from '../../lib/client-info.js';
import { refuseObserver } from '../observer/index.js';
import { authOf } from '../sessions/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { WebhooksService } from './webhooks.service.js';

export interface WebhooksParts {
  webhooks: WebhooksService;
  requireAuth: AuthGuard;
}

/** A project's webhook endpoints and their delivery log, for its creator; adding one, reading or rotating its secret needs a recent proof of presence. */
export function registerWebhookRoutes(
  fastify: FastifyInstance,
  { db }: Pick<Platform, 'db'>,
  { webhooks: service, requireAuth: preHandler }: WebhooksParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const sensitive = { recentAuth: true };
  const message = { 200: ZMessageResponse };

  app.get(
    WEBHOOK_PATHS.endpoints,
    { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZWebhookEndpointList } } },
    async (req) => {
      // Where a project's events go is the creator's business, not an observer's.
      await refuseObserver(db, req, authOf(req));
      return service.list(authOf(req).user, req.params.projectId);
    },
  );
  app.post(
    WEBHOOK_PATHS.endpoints,
    {
      preHandler,
      config: sensitive,
      schema: { tags, params: ZProjectIdParams, body: ZWebhookEndpointBody, response: { 201: ZNewWebhookEndpoint } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await service.create(authOf(req).user, req.params.projectId, req.body, clientOf(req)));
    },
  );
  app.patch(
    WEBHOOK_PATHS.endpoint,
    { preHandler, schema: { tags, params: ZWebhookEndpointParams, body: ZWebhookEndpointPatch, response: { 200: ZWebhookEndpoint } } },
    (req) => service.change(authOf(req).user, req.params.projectId, req.params.endpointId, req.body),
  );
  app.delete(WEBHOOK_PATHS.endpoint, { preHandler, schema: { tags, params: ZWebhookEndpointParams, response: message } }, async (req) => {
    await service.remove(authOf(req).user, req.params.projectId, req.params.endpointId);
    return { message: WEBHOOK_MESSAGES.deleted };
  });
  app.get(
    WEBHOOK_PATHS.secret,
    { preHandler, config: sensitive, schema: { tags, params: ZWebhookEndpointParams, response: { 200: ZWebhookSecret } } },
    async (req, reply) => {
      await refuseObserver(db, req, authOf(req));
      reply.header('cache-control', 'no-store');
      return { secret: await service.secret(authOf(req).user, req.params.projectId, req.params.endpointId, clientOf(req)) };
    },
  );
  app.post(
    WEBHOOK_PATHS.rotateSecret,
    { preHandler, config: sensitive, schema: { tags, params: ZWebhookEndpointParams, response: { 200: ZRotatedWebhookSecret } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.rotateSecret(authOf(req).user, req.params.projectId, req.params.endpointId, clientOf(req));
    },
  );
  app.post(WEBHOOK_PATHS.test, { preHandler, schema: { tags, params: ZWebhookEndpointParams, response: message } }, async (req) => {
    await service.test(authOf(req).user, req.params.projectId, req.params.endpointId);
    return { message: WEBHOOK_MESSAGES.testSent };
  });
  app.get(
    WEBHOOK_PATHS.deliveries,
    { preHandler, schema: { tags, params: ZWebhookEndpointParams, response: { 200: ZWebhookDeliveryList } } },
    async (req) => {
      await refuseObserver(db, req, authOf(req));
      return service.deliveries(authOf(req).user, req.params.projectId, req.params.endpointId);
    },
  );
  app.post(WEBHOOK_PATHS.redeliver, { preHandler, schema: { tags, params: ZWebhookDeliveryParams, response: message } }, async (req) => {
    const { projectId, endpointId, deliveryId } = req.params;
    await service.redeliver(authOf(req).user, projectId, endpointId, deliveryId);
    return { message: WEBHOOK_MESSAGES.redelivered };
  });
}
