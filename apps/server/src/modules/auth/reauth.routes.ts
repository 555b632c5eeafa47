import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '@arcana/shared';
import { ZConfirmTokenBody, ZMessageResponse, ZReauthenticateBody, ZReauthenticateResponse } from '@arcana/shared/schemas';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import type { AuthGuard } from '../sessions/index.js';
import type { ReauthService } from './reauth.service.js';

/** "Confirm it's you": the proofs that open sensitive actions in this session (sudo mode). */
export function registerReauthRoutes(app: FastifyInstance, { reauth, requireAuth }: { reauth: ReauthService; requireAuth: AuthGuard }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  typed.post(
    AUTH_PATHS.reauthenticate,
    { preHandler: requireAuth, schema: { tags, body: ZReauthenticateBody, response: { 200: ZReauthenticateResponse } } },
    (req) => reauth.prove(authOf(req), req.body, clientOf(req)),
  );

  typed.post(AUTH_PATHS.reauthenticateByEmail, { preHandler: requireAuth, schema: { tags, response: { 200: ZMessageResponse } } }, (req) =>
    reauth.sendLink(authOf(req), clientOf(req)),
  );

  // The link works from wherever it is opened, signed in or not: it names its session itself.
  typed.post(
    AUTH_PATHS.confirmReauthentication,
    { schema: { tags, body: ZConfirmTokenBody, response: { 200: ZMessageResponse } } },
    (req) => reauth.confirmLink(req.body.token),
  );
}
