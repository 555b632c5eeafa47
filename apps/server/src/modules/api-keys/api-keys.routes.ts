import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_PATHS, INTEGRATOR_MESSAGES } from '@arcana/shared';
import {
  ZApiKeyBody,
  ZApiKeyList,
  ZApiKeyParams,
  ZApiKeyRotateBody,
  ZMessageResponse,
  ZNewApiKey,
  ZProjectIdParams,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { clientOf } from '../../lib/client-info.js';
import { refuseObserver } from '../observer/index.js';
import { authOf } from '../sessions/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { ApiKeysService } from './api-keys.service.js';

export interface ApiKeysParts {
  apiKeys: ApiKeysService;
  requireAuth: AuthGuard;
}

/** A project's keys, for its creator: making, rotating and revoking one needs a recent proof of presence. */
export function registerApiKeyRoutes(
  fastify: FastifyInstance,
  { db }: Pick<Platform, 'db'>,
  { apiKeys: service, requireAuth: preHandler }: ApiKeysParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const sensitive = { recentAuth: true };

  app.get(API_KEY_PATHS.keys, { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZApiKeyList } } }, async (req) => {
    // What keys a project has is the creator's business, not an observer's.
    await refuseObserver(db, req, authOf(req));
    return service.list(authOf(req).user, req.params.projectId);
  });
  app.post(
    API_KEY_PATHS.keys,
    { preHandler, config: sensitive, schema: { tags, params: ZProjectIdParams, body: ZApiKeyBody, response: { 201: ZNewApiKey } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await service.create(authOf(req).user, req.params.projectId, req.body, clientOf(req)));
    },
  );
  app.post(
    API_KEY_PATHS.rotate,
    { preHandler, config: sensitive, schema: { tags, params: ZApiKeyParams, body: ZApiKeyRotateBody, response: { 201: ZNewApiKey } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { projectId, keyId } = req.params;
      return reply.status(201).send(await service.rotate(authOf(req).user, projectId, keyId, req.body.graceHours, clientOf(req)));
    },
  );
  app.delete(
    API_KEY_PATHS.key,
    { preHandler, config: sensitive, schema: { tags, params: ZApiKeyParams, response: { 200: ZMessageResponse } } },
    async (req) => {
      await service.revoke(authOf(req).user, req.params.projectId, req.params.keyId, clientOf(req));
      return { message: INTEGRATOR_MESSAGES.revoked };
    },
  );
}
