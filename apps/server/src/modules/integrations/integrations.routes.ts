import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INTEGRATION_PATHS } from '@arcana/shared';
import { ZIntegrations, ZSteamPrivacy } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { authOf } from '../sessions/index.js';
import { refuseObserver } from '../observer/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createIntegrationsService } from './integrations.service.js';

export interface IntegrationsParts {
  integrations: ReturnType<typeof createIntegrationsService>;
  requireAuth: AuthGuard;
}

/** Reading integrations; connecting and disconnecting them are the provider links (oauth.routes). */
export function registerIntegrationRoutes(
  fastify: FastifyInstance,
  deps: Platform,
  { integrations: service, requireAuth }: IntegrationsParts,
) {
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
