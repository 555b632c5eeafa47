import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_V1_PATHS } from '@arcana/shared';
import { ZApiCollectionList, ZApiGrant, ZApiGrantBody, ZApiGrantParams } from '@arcana/shared/schemas';
import type { ApiKeyGuard } from '../api-keys/index.js';
import type { ApiGrants } from './api-grants.js';
import { apiKeyOf, idempotentWriteOf, sendAnswer } from '../api-keys/index.js';

const security = [{ projectKey: [] }];

/** A game's server finds where it may grant, grants its linked players draws, and reads what became of a grant. */
export function registerApiGrantRoutes(
  fastify: FastifyInstance,
  { apiGrants, requireApiKey }: { apiGrants: ApiGrants; requireApiKey: ApiKeyGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['grants'];

  app.get(
    API_V1_PATHS.collections,
    { onRequest: requireApiKey('draws:grant'), schema: { tags, security, response: { 200: ZApiCollectionList } } },
    async (req) => ({ collections: await apiGrants.collections(apiKeyOf(req)) }),
  );
  app.post(
    API_V1_PATHS.grants,
    {
      onRequest: requireApiKey('draws:grant'),
      schema: { tags, security, body: ZApiGrantBody, response: { 201: ZApiGrant, 202: ZApiGrant } },
    },
    async (req, reply) => sendAnswer(reply, await apiGrants.grant(apiKeyOf(req), idempotentWriteOf(req), req.body)),
  );
  app.get(
    API_V1_PATHS.grant,
    { onRequest: requireApiKey('draws:grant'), schema: { tags, security, params: ZApiGrantParams, response: { 200: ZApiGrant } } },
    (req) => apiGrants.read(apiKeyOf(req), req.params.grantId),
  );
}
