import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PATHS } from '@arcana/shared';
import { ZMyProfile, ZMyProfileBody, ZPublicProfile, ZUsernameParams } from '@arcana/shared/schemas';
import { authOf, type AuthGuard } from '../sessions/index.js';
import type { ProfilesService } from './profiles.service.js';

/** Its owner's choices for their public profile, and the profile for anyone (docs/product-rules.md "Public profiles"). */
export function registerProfileRoutes(
  fastify: FastifyInstance,
  { profiles, requireAuth: preHandler }: { profiles: ProfilesService; requireAuth: AuthGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  app.get(PROFILE_PATHS.mine, { preHandler, schema: { tags, response: { 200: ZMyProfile } } }, (req) => profiles.mine(authOf(req).user));
  app.patch(PROFILE_PATHS.mine, { preHandler, schema: { tags, body: ZMyProfileBody, response: { 200: ZMyProfile } } }, (req) =>
    profiles.update(authOf(req).user, req.body),
  );
  app.get(PROFILE_PATHS.profile, { schema: { tags, params: ZUsernameParams, response: { 200: ZPublicProfile } } }, async (req, reply) => {
    // Checked again on every look: a profile made private is gone at once, wherever its link was kept.
    void reply.header('cache-control', 'no-cache');
    return profiles.profile(req.params.username);
  });
}
