import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '@arcana/shared';
import { ZConfirmTokenBody, ZMessageResponse, ZReauthenticateBody, ZReauthenticateResponse } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { createTwoFactorService } from '../two-factor/two-factor.service.js';
import { authOf } from '../../lib/auth-guard.js';
import { clientOf } from '../../lib/client-info.js';
import type { SessionService } from '../../lib/sessions.js';
import type { CredentialsService } from './credentials.service.js';
import { createReauthService } from './reauth.service.js';

interface Parts {
  sessions: SessionService;
  credentials: CredentialsService;
  requireAuth: preHandlerHookHandler;
}

/** "Confirm it's you": the proofs that open sensitive actions in this session (sudo mode). */
export function registerReauthRoutes(app: FastifyInstance, deps: AppDeps, { sessions, credentials, requireAuth }: Parts) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const reauth = createReauthService({ ...deps, sessions, credentials, twoFactor: createTwoFactorService(deps) });
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
