import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_PATHS, FILES_PATH, IMAGE_MAX_BYTES } from '@arcana/shared';
import {
  ZConfirmTokenBody,
  ZMessageResponse,
  ZRequestEmailChangeBody,
  ZUpdateProfileBody,
  ZUploadPictureResponse,
  ZUserResponse,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { notFound } from '../../lib/app-error.js';
import { IMMUTABLE_CACHE } from '../../lib/cache-control.js';
import { authOf, bearerToken } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { findPendingSignup } from '../auth/index.js';
import { readPictureUpload } from '../pictures/index.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import type { PictureStore } from '../pictures/index.js';
import type { AuthGuard } from '../sessions/index.js';
import type { createAccountDeletionService } from './account-deletion.service.js';
import type { createEmailChangeService } from './email-change.service.js';
import type { createProfileService } from './profile.service.js';

export interface SettingsParts {
  requireAuth: AuthGuard;
  pictures: PictureStore;
  profile: ReturnType<typeof createProfileService>;
  emailChange: ReturnType<typeof createEmailChangeService>;
  deletion: ReturnType<typeof createAccountDeletionService>;
}

/**
 * The account's own settings: profile, picture, e-mail change, deletion. Writes are refused to an
 * observer by the guard; the two confirmations work from the e-mailed link alone, signed in or not.
 */
export async function registerSettingsRoutes(
  fastify: FastifyInstance,
  deps: Platform,
  { requireAuth, pictures, profile, emailChange, deletion }: SettingsParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const tags = ['settings'];

  /**
   * Signed in, or holding the temporary token of a signup that is choosing its picture; either way a
   * handful of uploads a window, per account (or signup) and per address, before any byte is read.
   */
  async function requireUploader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const signup = token ? await findPendingSignup(deps.db, deps.tokens, token).catch(() => undefined) : undefined;
    if (!signup) await requireAuth(request, reply);
    const uploader = signup ? `signup:${signup.id}` : `user:${authOf(request).user.id}`;
    await deps.rateLimiter.hit(subjectAndIp('picture-upload', deps.config.rateLimits.pictureUpload, uploader, clientOf(request).ip));
  }

  app.post(
    AUTH_PATHS.updateProfile,
    { preHandler: requireAuth, schema: { tags, body: ZUpdateProfileBody, response: { 200: ZUserResponse } } },
    (req) => profile.updateProfile(authOf(req).user.id, req.body),
  );

  app.post(
    AUTH_PATHS.uploadProfilePicture,
    { preHandler: requireUploader, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZUploadPictureResponse } } },
    async (req) => {
      const bytes = await readPictureUpload(req);
      return pictures.save(bytes, req.auth?.user.id ?? null);
    },
  );

  app.get(FILES_PATH, { schema: { tags, params: z.object({ key: z.string().max(128) }) } }, async (req, reply) => {
    const picture = await pictures.find(req.params.key);
    if (!picture) throw notFound('NOT_FOUND', 'No such file');
    return reply.type(picture.contentType).header('cache-control', IMMUTABLE_CACHE).send(picture.bytes);
  });

  app.post(
    AUTH_PATHS.requestEmailChange,
    {
      preHandler: requireAuth,
      config: { recentAuth: true },
      schema: { tags, body: ZRequestEmailChangeBody, response: { 200: ZMessageResponse } },
    },
    (req) => emailChange.request(authOf(req).user, req.body.email, clientOf(req)),
  );

  app.post(AUTH_PATHS.confirmEmailChange, { schema: { tags, body: ZConfirmTokenBody, response: { 200: ZMessageResponse } } }, (req) =>
    emailChange.confirm(req.body.token),
  );

  app.post(
    AUTH_PATHS.requestAccountDeletion,
    { preHandler: requireAuth, config: { recentAuth: true }, schema: { tags, response: { 200: ZMessageResponse } } },
    (req) => deletion.request(authOf(req).user),
  );

  // The old address's link: it works signed in or not, and even after the change was confirmed.
  app.post(AUTH_PATHS.cancelEmailChange, { schema: { tags, body: ZConfirmTokenBody, response: { 200: ZMessageResponse } } }, (req) =>
    emailChange.cancel(req.body.token),
  );

  app.post(AUTH_PATHS.confirmAccountDeletion, { schema: { tags, body: ZConfirmTokenBody, response: { 200: ZMessageResponse } } }, (req) =>
    deletion.confirm(req.body.token),
  );
}
