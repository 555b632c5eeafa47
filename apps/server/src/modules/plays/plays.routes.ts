import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_V1_PATHS, DOCK_AUTH_SCHEME, DOCK_PATHS, PLAY_MESSAGES, PLAY_PATHS } from '@arcana/shared';
import {
  ZApiPlayList,
  ZApiPlayQuery,
  ZCardIdParams,
  ZCardPlayability,
  ZDockAddress,
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
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/app-error.js';
import { apiKeyOf, type ApiKeyGuard } from '../api-keys/index.js';
import { refuseObserver } from '../observer/index.js';
import { authOf, type AuthGuard } from '../sessions/index.js';
import { playsForGame } from './api-plays.js';
import type { DockAccess, PlaysService, QueueAccess } from './plays.service.js';

export interface PlayRouteParts {
  plays: PlaysService;
  requireAuth: AuthGuard;
  requireApiKey: ApiKeyGuard;
  db: Database;
}

/** A collector's plays, a project's queue for its streamer and its OBS dock, and its plays for its game's server. */
export function registerPlayRoutes(fastify: FastifyInstance, { plays, requireAuth: preHandler, requireApiKey, db }: PlayRouteParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['plays'];
  const onePlay = { tags, params: ZPlayIdParams, response: { 200: ZPlay } };
  const signedIn = (req: FastifyRequest): QueueAccess => ({ user: authOf(req).user });

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
    plays.queue(signedIn(req), req.params.projectId),
  );
  app.get(
    PLAY_PATHS.history,
    { preHandler, schema: { tags, params: ZProjectIdParams, querystring: ZPlayHistoryQuery, response: { 200: ZPlayList } } },
    (req) => plays.history(authOf(req).user, req.params.projectId, req.query),
  );
  app.patch(
    PLAY_PATHS.settings,
    { preHandler, schema: { tags, params: ZProjectIdParams, body: ZPlayQueueSettingsPatch, response: { 200: ZPlayQueueSettings } } },
    (req) => plays.changeSettings(signedIn(req), req.params.projectId, req.body),
  );
  app.post(PLAY_PATHS.approve, { preHandler, schema: onePlay }, (req) => plays.approve(signedIn(req), req.params.playId));
  app.post(PLAY_PATHS.refuse, { preHandler, schema: { ...onePlay, body: ZPlayRefuseBody } }, (req) =>
    plays.refuse(signedIn(req), req.params.playId, req.body.reason),
  );
  app.post(PLAY_PATHS.done, { preHandler, schema: onePlay }, (req) => plays.markDone(signedIn(req), req.params.playId));

  const dockAddress = { tags, params: ZProjectIdParams, response: { 200: ZDockAddress } };
  app.get(PLAY_PATHS.dockAddress, { preHandler, schema: dockAddress }, async (req, reply) => {
    // A secret that runs the creator's queue, not a look at their account: an observer is refused it.
    await refuseObserver(db, req, authOf(req));
    reply.header('cache-control', 'no-store');
    return plays.dockAddress(authOf(req).user, req.params.projectId);
  });
  app.post(PLAY_PATHS.dockAddress, { preHandler, schema: dockAddress }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return plays.newDockAddress(authOf(req).user, req.params.projectId);
  });

  registerDockRoutes(fastify, plays);

  app.get(
    API_V1_PATHS.plays,
    {
      onRequest: requireApiKey('draws:read'),
      schema: { tags, security: [{ projectKey: [] }], querystring: ZApiPlayQuery, response: { 200: ZApiPlayList } },
    },
    async (req) => ({ plays: await playsForGame(db, apiKeyOf(req), req.query.since) }),
  );
}

/**
 * The OBS dock's calls (docs/product-rules.md "Playing cards"): its token, in `Authorization: Dock
 * {token}`, opens its project's queue and nothing else; a session's token or an overlay's opens none
 * of them.
 */
function registerDockRoutes(fastify: FastifyInstance, plays: PlaysService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['plays'];
  const docks = new WeakMap<FastifyRequest, DockAccess>();
  const preHandler = async function requireDock(req: FastifyRequest) {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    const dock = scheme === DOCK_AUTH_SCHEME ? await plays.byDockToken(token) : undefined;
    if (!dock) throw unauthorized('DOCK_NOT_CONNECTED', PLAY_MESSAGES.dockRefused);
    docks.set(req, dock);
  };
  const dockOf = (req: FastifyRequest): QueueAccess => ({ dock: docks.get(req)! });
  const onePlay = { tags, params: ZPlayIdParams, response: { 200: ZPlay } };

  app.get(DOCK_PATHS.queue, { preHandler, schema: { tags, response: { 200: ZPlayQueue } } }, (req) =>
    plays.queue(dockOf(req), docks.get(req)!.projectId),
  );
  app.patch(
    DOCK_PATHS.settings,
    { preHandler, schema: { tags, body: ZPlayQueueSettingsPatch, response: { 200: ZPlayQueueSettings } } },
    (req) => plays.changeSettings(dockOf(req), docks.get(req)!.projectId, req.body),
  );
  app.post(DOCK_PATHS.approve, { preHandler, schema: onePlay }, (req) => plays.approve(dockOf(req), req.params.playId));
  app.post(DOCK_PATHS.refuse, { preHandler, schema: { ...onePlay, body: ZPlayRefuseBody } }, (req) =>
    plays.refuse(dockOf(req), req.params.playId, req.body.reason),
  );
  app.post(DOCK_PATHS.done, { preHandler, schema: onePlay }, (req) => plays.markDone(dockOf(req), req.params.playId));
}
