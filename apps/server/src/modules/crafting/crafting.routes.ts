import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRAFTING_PATHS } from '@arcana/shared';
import {
  ZCardCrafting,
  ZCardIdParams,
  ZCraftBadgeBody,
  ZCraftDesignBody,
  ZCraftingOverview,
  ZCraftResult,
  ZDismantleBody,
  ZDismantleDuplicatesBody,
  ZDuplicatesQuery,
  ZDuplicatesSummary,
  ZFuseBody,
  ZProjectCrafting,
  ZProjectSlugParams,
} from '@arcana/shared/schemas';
import type { z, ZodType } from 'zod';
import { authOf, type AuthGuard } from '../sessions/index.js';
import type { UserRow } from '../users/index.js';
import type { CraftingService, Made } from './crafting.service.js';

/**
 * The signed-in collector's crafts at the Forge: each answers 201 with what it made, or 200 with
 * what its request made before.
 */
export function registerCraftingRoutes(
  fastify: FastifyInstance,
  { crafting, requireAuth: preHandler }: { crafting: CraftingService; requireAuth: AuthGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['crafting'];
  const made = { 200: ZCraftResult, 201: ZCraftResult };

  app.get(CRAFTING_PATHS.overview, { preHandler, schema: { tags, response: { 200: ZCraftingOverview } } }, (req) =>
    crafting.overview(authOf(req).user),
  );
  app.get(
    CRAFTING_PATHS.project,
    { preHandler, schema: { tags, params: ZProjectSlugParams, response: { 200: ZProjectCrafting } } },
    (req) => crafting.project(authOf(req).user, req.params.slug),
  );
  app.get(CRAFTING_PATHS.card, { preHandler, schema: { tags, params: ZCardIdParams, response: { 200: ZCardCrafting } } }, (req) =>
    crafting.card(authOf(req).user, req.params.cardId),
  );
  app.get(
    CRAFTING_PATHS.duplicates,
    { preHandler, schema: { tags, querystring: ZDuplicatesQuery, response: { 200: ZDuplicatesSummary } } },
    (req) => crafting.duplicates(authOf(req).user, req.query),
  );

  /** A craft: 201 with what it made, or 200 with what its request id made before. */
  function craftRoute<B extends ZodType>(path: string, body: B, craft: (user: UserRow, body: z.output<B>) => Promise<Made>) {
    app.post(path, { preHandler, schema: { tags, body, response: made } }, async (req, reply) => {
      const { result, created } = await craft(authOf(req).user, req.body as z.output<B>);
      return reply.status(created ? 201 : 200).send(result);
    });
  }
  craftRoute(CRAFTING_PATHS.duplicates, ZDismantleDuplicatesBody, crafting.dismantleDuplicates);
  craftRoute(CRAFTING_PATHS.dismantle, ZDismantleBody, crafting.dismantle);
  craftRoute(CRAFTING_PATHS.fuse, ZFuseBody, crafting.fuse);
  craftRoute(CRAFTING_PATHS.craft, ZCraftDesignBody, crafting.craft);
  craftRoute(CRAFTING_PATHS.badge, ZCraftBadgeBody, crafting.badge);
}
