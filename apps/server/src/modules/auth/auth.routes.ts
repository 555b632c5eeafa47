import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS, SESSION_ENDING_MESSAGES } from '@arcana/shared';
import {
  ZChangePasswordBody,
  ZCheckEmailForSteamBody,
  ZCheckEmailForSteamResponse,
  ZCompleteSignupBody,
  ZCompleteSignupResponse,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutBody,
  ZMessageResponse,
  ZRefreshBody,
  ZResendVerificationBody,
  ZResendVerificationResponse,
  ZResetPasswordBody,
  ZSessionTokens,
  ZSetPasswordBody,
  ZSignupBody,
  ZSignupResponse,
  ZTempTokenInfo,
  ZVerifyEmailBody,
  ZVerifyEmailResponse,
  ZVerifyProviderBody,
  ZVerifyResponse,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { lastIssuedEventId } from '../../realtime/user-events.repo.js';
import { unauthorized } from '../../lib/app-error.js';
import { presentUser } from '../users/index.js';
import { authOf, bearerToken } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { registerReauthRoutes } from './reauth.routes.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { TRUSTED_DEVICE_COOKIE } from '../two-factor/index.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import type { CredentialsService } from './credentials.service.js';
import type { ProviderLinkService } from './provider-link.service.js';
import type { ReauthService } from './reauth.service.js';
import type { SignupService } from './signup.service.js';
import type { VerificationService } from './verification.service.js';

export interface AuthParts {
  sessions: SessionService;
  credentials: CredentialsService;
  providerLinks: ProviderLinkService;
  signup: SignupService;
  verification: VerificationService;
  reauth: ReauthService;
  requireAuth: AuthGuard;
}

export function registerAuthRoutes(fastify: FastifyInstance, deps: Platform, services: AuthParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const { sessions, signup, providerLinks, credentials, verification, requireAuth } = services;
  registerReauthRoutes(app, services);

  app.post(AUTH_PATHS.signup, { schema: { tags, body: ZSignupBody, response: { 200: ZSignupResponse } } }, (req) =>
    signup.signup(req.body, clientOf(req)),
  );

  app.get(AUTH_PATHS.tempTokenInfo, { schema: { tags, response: { 200: ZTempTokenInfo } } }, (req) => {
    const tempToken = bearerToken(req);
    if (!tempToken) throw unauthorized('NO_TOKEN', SESSION_ENDING_MESSAGES.noToken);
    return signup.tempTokenInfo(tempToken);
  });

  app.post(
    AUTH_PATHS.checkEmailForSteam,
    { schema: { tags, body: ZCheckEmailForSteamBody, response: { 200: ZCheckEmailForSteamResponse } } },
    (req) => providerLinks.checkEmailForSteam(req.body, clientOf(req)),
  );

  app.post(AUTH_PATHS.completeSignup, { schema: { tags, body: ZCompleteSignupBody, response: { 200: ZCompleteSignupResponse } } }, (req) =>
    signup.completeSignup(req.body, clientOf(req)),
  );

  app.post(AUTH_PATHS.login, { schema: { tags, body: ZLoginBody, response: { 200: ZLoginResponse } } }, async (req) => {
    const outcome = await credentials.login(req.body, clientOf(req), req.cookies[TRUSTED_DEVICE_COOKIE]).catch((error: unknown) => {
      deps.metrics.countLogin('refused');
      throw error;
    });
    deps.metrics.countLogin(outcome.kind === 'second-factor' ? 'second-factor' : 'signed-in');
    if (outcome.kind === 'second-factor') return { requires2FA: true as const, tempToken: outcome.tempToken };
    return { ...outcome.session, user: presentUser(outcome.profile) };
  });

  app.get(
    AUTH_PATHS.verify,
    { preHandler: requireAuth, config: { allowUnverified: true }, schema: { tags, response: { 200: ZVerifyResponse } } },
    async (req) => {
      const auth = authOf(req);
      const lastEventId = await lastIssuedEventId(deps.db);
      return { user: presentUser(auth.profile), isObserving: Boolean(auth.actorId), lastEventId };
    },
  );

  // The refresh token is the admin's own even while they observe: renewing it changes nothing of the observed user's.
  app.post(
    AUTH_PATHS.refresh,
    { config: { observerAllowed: true }, schema: { tags, body: ZRefreshBody, response: { 200: ZSessionTokens } } },
    (req) => sessions.refresh(req.body.refreshToken),
  );

  app.post(
    AUTH_PATHS.logout,
    { config: { observerAllowed: true }, schema: { tags, body: ZLogoutBody.optional(), response: { 200: ZMessageResponse } } },
    async (req) => {
      const token = bearerToken(req);
      const claims = token ? await deps.tokens.verifyAccess(token).catch(() => undefined) : undefined;
      // Logging out while observing ends the observing too: the trail says so (sessions.ts).
      if (claims) await sessions.revoke(claims.sid, clientOf(req));
      if (req.body?.refreshToken) await sessions.revokeByRefreshToken(req.body.refreshToken, clientOf(req));
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(AUTH_PATHS.forgotPassword, { schema: { tags, body: ZForgotPasswordBody, response: { 200: ZMessageResponse } } }, (req) =>
    credentials.forgotPassword(req.body.email, clientOf(req)),
  );

  app.post(AUTH_PATHS.resetPassword, { schema: { tags, body: ZResetPasswordBody, response: { 200: ZMessageResponse } } }, (req) =>
    credentials.resetPassword(req.body),
  );

  app.post(
    AUTH_PATHS.changePassword,
    { preHandler: requireAuth, schema: { tags, body: ZChangePasswordBody, response: { 200: ZMessageResponse } } },
    (req) => {
      const auth = authOf(req);
      return credentials.changePassword(auth.user, auth.sessionId, req.body, clientOf(req));
    },
  );

  app.post(
    AUTH_PATHS.setPassword,
    // Adding a password to an account that had none would let a stolen token make a way in: sudo mode.
    {
      preHandler: requireAuth,
      config: { recentAuth: true },
      schema: { tags, body: ZSetPasswordBody, response: { 200: ZMessageResponse } },
    },
    (req) => credentials.setPassword(authOf(req).user, req.body),
  );

  app.post(
    AUTH_PATHS.resendVerification,
    { schema: { tags, body: ZResendVerificationBody, response: { 200: ZResendVerificationResponse } } },
    // A provider's resend is the link that adds it to the account whose address it signed in with.
    async (req) =>
      (req.body.provider === 'email' ? undefined : await providerLinks.resend(req.body.email, req.body.provider, clientOf(req))) ??
      verification.resend(req.body.email, clientOf(req), req.body.returnTo),
  );

  app.post(AUTH_PATHS.verifyEmail, { schema: { tags, body: ZVerifyEmailBody, response: { 200: ZVerifyEmailResponse } } }, (req) =>
    verification.verifyEmail(req.body.token, clientOf(req)),
  );

  // The e-mail provider's link verifies the address; a social provider's adds it to the account whose address it is.
  app.post(AUTH_PATHS.verifyProvider, { schema: { tags, body: ZVerifyProviderBody, response: { 200: ZVerifyEmailResponse } } }, (req) =>
    req.body.provider === 'email'
      ? verification.verifyEmail(req.body.token, clientOf(req))
      : providerLinks.verifyProvider(req.body.token, req.body.provider, clientOf(req)),
  );
}
