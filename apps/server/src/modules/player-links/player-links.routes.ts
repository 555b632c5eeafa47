import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_V1_PATHS, PLAYER_LINK_PATHS } from '@arcana/shared';
import {
  ZApiCard,
  ZApiDrawList,
  ZCardIdParams,
  ZLinkCode,
  ZLinkCodeBody,
  ZLinkCodePreview,
  ZLinkRedeemBody,
  ZMessageResponse,
  ZPlayer,
  ZPlayerLink,
  ZPlayerLinkList,
  ZPlayerLinkParams,
  ZPlayerParams,
} from '@arcana/shared/schemas';
import { clientOf } from '../../lib/client-info.js';
import { apiKeyOf, idempotentWriteOf, sendAnswer } from '../api-keys/index.js';
import { authOf } from '../sessions/index.js';
import type { ApiKeyGuard } from '../api-keys/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { PlayerLinksService } from './player-links.service.js';

export interface PlayerLinksParts {
  playerLinks: PlayerLinksService;
  requireAuth: AuthGuard;
  requireApiKey: ApiKeyGuard;
}

const security = [{ projectKey: [] }];

/** The player's side (entering a code, their linked games) and the game server's (a code, whether its player is linked, their draws). */
export function registerPlayerLinkRoutes(fastify: FastifyInstance, { playerLinks: service, requireAuth, requireApiKey }: PlayerLinksParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['player-links'];

  app.post(
    PLAYER_LINK_PATHS.redeem,
    { preHandler: requireAuth, schema: { tags, body: ZLinkRedeemBody, response: { 200: ZPlayerLink } } },
    (req) => service.redeem(authOf(req).user, req.body.code, clientOf(req)),
  );
  app.post(
    PLAYER_LINK_PATHS.preview,
    { preHandler: requireAuth, schema: { tags, body: ZLinkRedeemBody, response: { 200: ZLinkCodePreview } } },
    (req) => service.preview(authOf(req).user, req.body.code, clientOf(req)),
  );
  app.get(PLAYER_LINK_PATHS.mine, { preHandler: requireAuth, schema: { tags, response: { 200: ZPlayerLinkList } } }, (req) =>
    service.list(authOf(req).user),
  );
  app.delete(
    PLAYER_LINK_PATHS.mineOne,
    { preHandler: requireAuth, schema: { tags, params: ZPlayerLinkParams, response: { 200: ZMessageResponse } } },
    async (req) => ({ message: await service.unlink(authOf(req).user, req.params.linkId) }),
  );

  app.post(
    API_V1_PATHS.linkCodes,
    { onRequest: requireApiKey('players:link'), schema: { tags, security, body: ZLinkCodeBody, response: { 201: ZLinkCode } } },
    async (req, reply) => sendAnswer(reply, await service.issueCode(apiKeyOf(req), idempotentWriteOf(req), req.body.playerId)),
  );
  app.get(
    API_V1_PATHS.player,
    { onRequest: requireApiKey('players:link'), schema: { tags, security, params: ZPlayerParams, response: { 200: ZPlayer } } },
    (req) => service.player(apiKeyOf(req), req.params.playerId),
  );
  app.get(
    API_V1_PATHS.playerDraws,
    { onRequest: requireApiKey('draws:read'), schema: { tags, security, params: ZPlayerParams, response: { 200: ZApiDrawList } } },
    async (req) => ({ draws: await service.draws(apiKeyOf(req), req.params.playerId) }),
  );
  app.get(
    API_V1_PATHS.card,
    { onRequest: requireApiKey('draws:read'), schema: { tags, security, params: ZCardIdParams, response: { 200: ZApiCard } } },
    (req) => service.card(apiKeyOf(req), req.params.cardId),
  );
}
