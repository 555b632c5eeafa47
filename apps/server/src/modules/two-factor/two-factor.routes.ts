import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_ENDING_MESSAGES, TRUSTED_DEVICE_TTL_MS, TWO_FACTOR_PATHS } from '@arcana/shared';
import {
  ZBackupCodesResponse,
  ZMessageResponse,
  ZTwoFactorDisableBody,
  ZTwoFactorSetupResponse,
  ZTwoFactorStatus,
  ZTwoFactorVerifyBody,
  ZVerifyLoginBody,
  ZVerifyLoginResponse,
} from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { notFound, unauthorized } from '../../lib/app-error.js';
import { isTokenSpent, spendToken } from '../../lib/spent-tokens.js';
import { authOf } from '../sessions/index.js';
import { clientOf } from '../../lib/client-info.js';
import { presentUser, USER_MESSAGES, loadProfile } from '../users/index.js';
import { TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_COOKIE_PATH, trustDevice } from './trusted-devices.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import type { TwoFactorService } from './two-factor.service.js';

export interface TwoFactorParts {
  twoFactor: TwoFactorService;
  sessions: SessionService;
  requireAuth: AuthGuard;
}

export function registerTwoFactorRoutes(fastify: FastifyInstance, deps: Platform, { requireAuth, twoFactor, sessions }: TwoFactorParts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Setting two-factor up, changing or removing it: sudo mode. */
  const sensitive = { recentAuth: true };
  const tags = ['two-factor'];
  const secureCookie = deps.config.publicUrl.startsWith('https://');

  app.post(
    TWO_FACTOR_PATHS.setup,
    { preHandler: requireAuth, config: sensitive, schema: { tags, response: { 200: ZTwoFactorSetupResponse } } },
    (req) => twoFactor.setup(authOf(req).user),
  );

  app.post(
    TWO_FACTOR_PATHS.verify,
    { preHandler: requireAuth, config: sensitive, schema: { tags, body: ZTwoFactorVerifyBody, response: { 200: ZMessageResponse } } },
    (req) => twoFactor.enable(authOf(req).user, req.body.token, req.ip),
  );

  app.post(
    TWO_FACTOR_PATHS.disable,
    { preHandler: requireAuth, config: sensitive, schema: { tags, body: ZTwoFactorDisableBody, response: { 200: ZMessageResponse } } },
    (req) => twoFactor.disable(authOf(req).user, req.body.password, req.ip),
  );

  app.post(
    TWO_FACTOR_PATHS.backupCodes,
    { preHandler: requireAuth, config: sensitive, schema: { tags, response: { 200: ZBackupCodesResponse } } },
    (req) => twoFactor.regenerateBackupCodes(authOf(req).user),
  );

  app.get(TWO_FACTOR_PATHS.status, { preHandler: requireAuth, schema: { tags, response: { 200: ZTwoFactorStatus } } }, (req) =>
    twoFactor.status(authOf(req).user),
  );

  /** The second login step: the temporary token of the password step, then a code or a backup code. */
  app.post(
    TWO_FACTOR_PATHS.verifyLogin,
    { schema: { tags, body: ZVerifyLoginBody, response: { 200: ZVerifyLoginResponse } } },
    async (req, reply) => {
      const temp = await deps.tokens.verifyTemp('2fa', req.body.tempToken);
      const userId = temp.sub;
      // One password step, one login: a token that already completed one is refused before any code is tried.
      const spentAlready = () => unauthorized('TEMP_TOKEN_USED', SESSION_ENDING_MESSAGES.invalidToken);
      if (await isTokenSpent(deps.db, temp.jti)) throw spentAlready();
      const profile = await loadProfile(deps.db, { id: userId });
      if (!profile) throw notFound('USER_NOT_FOUND', USER_MESSAGES.userNotFound);
      const { totpToken, backupCode } = req.body;
      const client = clientOf(req);
      const proof = totpToken !== undefined ? { totpToken } : { backupCode: backupCode! };
      // The token is spent, the factor proved and the session started together: a replay racing this one spends nothing.
      const { session, trustedDevice } = await twoFactor.proveSecondFactor(profile.user, proof, req.ip, async (tx) => {
        if (!(await spendToken(tx, temp.jti, temp.expiresAt))) throw spentAlready();
        return {
          trustedDevice: req.body.trustDevice ? await trustDevice(tx, userId, client.userAgent) : undefined,
          session: await sessions.start(userId, client, { proven: true }, tx),
        };
      });
      if (trustedDevice) {
        reply.setCookie(TRUSTED_DEVICE_COOKIE, trustedDevice, {
          path: TRUSTED_DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
        });
      }
      return { ...session, user: presentUser(profile) };
    },
  );
}
