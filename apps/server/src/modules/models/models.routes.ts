import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { PROFILE_PATHS, profileFacts, SHARE_MESSAGES, SHARE_PATHS } from '@arcana/shared';
import { ZCardFace, ZCardIdParams, ZShareIdParams, ZUsernameParams, type TCardFace } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { cards } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { REVALIDATE_CACHE } from '../../lib/cache-control.js';
import { findCard } from '../cards/index.js';
import { authOf } from '../sessions/index.js';
import type { Drawn } from './card-models.js';
import type { ProfilesService } from '../profiles/index.js';
import type { SharesService } from '../shares/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { CardModels } from './card-models.js';

export interface ModelsParts {
  models: CardModels;
  shares: SharesService;
  profiles: ProfilesService;
  requireAuth: AuthGuard;
}

const GLB = 'model/gltf-binary';

/** The validator is known before anything is drawn: a copy the browser has is confirmed without drawing. */
async function sendDrawn(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  draw: () => Promise<Drawn>,
  type: string,
  cache: string,
) {
  void reply.header('etag', etag).header('cache-control', cache).header('vary', 'authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const { bytes } = await draw();
  return reply.type(type).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Cards' 3D models and share pictures (docs/product-rules.md "Cards in 3D and shared"). A card's own
 * model is its owner's and admins' only: anyone else is told there is no such card. A shared card's
 * model and picture are anyone's while its link lives; every answer is checked again (no-cache), so
 * a revoked link stops at once.
 */
export function registerModelRoutes(
  fastify: FastifyInstance,
  { db }: Pick<Platform, 'db'>,
  { models, shares, profiles, requireAuth }: ModelsParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['models'];
  const face = (card: TCardFace) => ZCardFace.parse(card);
  // Models and pictures are JPEG and PNG inside: compressing them again costs time and saves nothing.
  const compress = false;

  /** The card's face, to its owner and admins; anyone else is told there is no such card. */
  async function ownedFace(req: FastifyRequest, cardId: string) {
    const { user } = authOf(req);
    const found = await findCard(db, eq(cards.id, cardId));
    if (!found || (found.row.userId !== user.id && !user.isAdmin)) throw notFound('CARD_NOT_FOUND', SHARE_MESSAGES.cardNotFound);
    return face(found.card);
  }
  const owned = `private, ${REVALIDATE_CACHE}`;

  app.get(SHARE_PATHS.cardModel, { compress, preHandler: requireAuth, schema: { tags, params: ZCardIdParams } }, async (req, reply) => {
    const card = await ownedFace(req, req.params.cardId);
    return sendDrawn(req, reply, models.modelTag(card), () => models.model(card), GLB, owned);
  });
  app.get(SHARE_PATHS.cardFace, { compress, preHandler: requireAuth, schema: { tags, params: ZCardIdParams } }, async (req, reply) => {
    const card = await ownedFace(req, req.params.cardId);
    return sendDrawn(req, reply, models.faceTag(card), () => models.face(card), 'image/jpeg', owned);
  });

  app.get(SHARE_PATHS.shareModel, { compress, schema: { tags, params: ZShareIdParams } }, async (req, reply) => {
    const card = face((await shares.shared(req.params.shareId)).card);
    return sendDrawn(req, reply, models.modelTag(card), () => models.model(card), GLB, REVALIDATE_CACHE);
  });

  app.get(SHARE_PATHS.shareImage, { compress, schema: { tags, params: ZShareIdParams } }, async (req, reply) => {
    const { card, owner, project } = await shares.shared(req.params.shareId);
    const words = { owner, project };
    const shown = face(card);
    return sendDrawn(req, reply, models.previewTag(shown, words), () => models.preview(shown, words), 'image/png', REVALIDATE_CACHE);
  });

  // A public profile's preview: gone at once when its owner makes it private, as a revoked share's is.
  app.get(PROFILE_PATHS.profileImage, { compress, schema: { tags, params: ZUsernameParams } }, async (req, reply) => {
    const profile = await profiles.profile(req.params.username);
    const shown = profile.cards.map(face);
    const words = { username: profile.username, lines: profileFacts(profile) };
    return sendDrawn(
      req,
      reply,
      models.profilePreviewTag(shown, words),
      () => models.profilePreview(shown, words),
      'image/png',
      REVALIDATE_CACHE,
    );
  });
}
