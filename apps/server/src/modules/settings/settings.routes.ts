import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '@arcana/shared';
import { ZUpdateProfileBody, ZUserResponse } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { authOf, createAuthGuard } from '../auth/auth.guard.js';
import { createProfileService } from './profile.service.js';

/** The account's own settings: profile. Observers are refused by the guard (these are writes). */
export function registerSettingsRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireAuth = createAuthGuard(deps);
  const profile = createProfileService(deps);
  const tags = ['settings'];

  app.post(
    AUTH_PATHS.updateProfile,
    { preHandler: requireAuth, schema: { tags, body: ZUpdateProfileBody, response: { 200: ZUserResponse } } },
    (req) => profile.updateProfile(authOf(req).user.id, req.body),
  );
}
