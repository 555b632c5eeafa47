import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INTEGRATION_PATHS } from '@arcana/shared';
import { ZIntegrations, ZSteamPrivacy } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import type { Services } from '../../services.js';
import { authOf } from '../sessions/index.js';
import { refuseObserver } from '../observer/index.js';

/** Reading integrations; connecting and disconnecting them are the provider links (oauth.routes). */
export function registerIntegrationRoutes(fastify: FastifyInstance, deps: AppDeps, { integrations: service, requireAuth }: Services) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  app.get(INTEGRATION_PATHS.list, { preHandler: requireAuth, schema: { tags, response: { 200: ZIntegrations } } }, (req) =>
    service.list(authOf(req).profile),
  );

  // A GET as first designed, yet it records what Steam said (and may notify): not an observer's to make.
  app.get(INTEGRATION_PATHS.steamPrivacy, { preHandler: requireAuth, schema: { tags, response: { 200: ZSteamPrivacy } } }, async (req) => {
    const auth = authOf(req);
    await refuseObserver(deps.db, req, auth);
    return { hasAccess: await service.checkSteam(auth.user.id) };
  });
}
