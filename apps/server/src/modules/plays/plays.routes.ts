import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_V1_PATHS, PLAY_PATHS } from '@arcana/shared';
import {
  ZApiPlayList,
  ZApiPlayQuery,
  ZCardIdParams,
  ZCardPlayability,
  ZMyPlaysQuery,
  ZPlay,
  ZPlayBody,
  ZPlayHistoryQuery,
  ZPlayIdParams,
  ZPlayList,
  ZPlayQueue,
  ZPlayQueueSettings,
  ZPlayQueueSettingsPatch,
  ZPlayRefuseBody,
  ZProjectIdParams,
} from '@arcana/shared/schemas';
import { authOf, type AuthGuard } from '../sessions/index.js';
import type { Database } from '../../db/client.js';
import { apiKeyOf, type ApiKeyGuard } from '../api-keys/index.js';
import { playsForGame } from './api-plays.js';
import type { PlaysService } from './plays.service.js';

export interface PlayRouteParts {
  plays: PlaysService;
  requireAuth: AuthGuard;
  requireApiKey: ApiKeyGuard;
  db: Database;
}

/** A collector's plays, a project's queue of them for its streamer, and its plays for its game's server. */
export function registerPlayRoutes(fastify: FastifyInstance, { plays, requireAuth: preHandler, requireApiKey, db }: PlayRouteParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['plays'];
  const onePlay = { tags, params: ZPlayIdParams, response: { 200: ZPlay } };

  app.post(
    PLAY_PATHS.plays,
    { preHandler, schema: { tags, body: ZPlayBody, response: { 200: ZPlay, 201: ZPlay } } },
    async (req, reply) => {
      const { play, created } = await plays.play(authOf(req).user, req.body);
      return reply.status(created ? 201 : 200).send(play);
    },
  );
  app.get(PLAY_PATHS.mine, { preHandler, schema: { tags, querystring: ZMyPlaysQuery, response: { 200: ZPlayList } } }, (req) =>
    plays.mine(authOf(req).user, req.query.cardId),
  );
  app.get(PLAY_PATHS.card, { preHandler, schema: { tags, params: ZCardIdParams, response: { 200: ZCardPlayability } } }, (req) =>
    plays.cardState(authOf(req).user, req.params.cardId),
  );
  app.get(PLAY_PATHS.queue, { preHandler, schema: { tags, params: ZProjectIdParams, response: { 200: ZPlayQueue } } }, (req) =>
    plays.queue(authOf(req).user, req.params.projectId),
  );
  app.get(
    PLAY_PATHS.history,
    { preHandler, schema: { tags, params: ZProjectIdParams, querystring: ZPlayHistoryQuery, response: { 200: ZPlayList } } },
    (req) => plays.history(authOf(req).user, req.params.projectId, req.query),
  );
  app.patch(
    PLAY_PATHS.settings,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZPlayQueueSettingsPatch, response: { 200: ZPlayQueueSettings } } },
    (req) => plays.changeSettings(authOf(req).user, req.params.projectId, req.body),
  );
  app.post(PLAY_PATHS.approve, { preHandler, schema: onePlay }, (req) => plays.approve(authOf(req).user, req.params.playId));
  app.post(PLAY_PATHS.refuse, { preHandler, schema: { ...onePlay, body: ZPlayRefuseBody } }, (req) =>
    plays.refuse(authOf(req).user, req.params.playId, req.body.reason),
  );
  app.post(PLAY_PATHS.done, { preHandler, schema: onePlay }, (req) => plays.markDone(authOf(req).user, req.params.playId));

  app.get(
    API_V1_PATHS.plays,
    {
      onRequest: requireApiKey('draws:read'),
      schema: { tags, security: [{ projectKey: [] }], querystring: ZApiPlayQuery, response: { 200: ZApiPlayList } },
    },
    async (req) => ({ plays: await playsForGame(db, apiKeyOf(req), req.query.since) }),
  );
}
