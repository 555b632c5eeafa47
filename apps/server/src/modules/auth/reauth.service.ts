import { REAUTH_LINK_TTL_MS } from '@arcana/shared';
import type { TReauthenticateBody, TReauthenticateResponse } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { type RequestAuth, consumeOneTimeToken, issueOneTimeToken, type SessionService } from '../sessions/index.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import { type createTwoFactorService, TWO_FACTOR_MESSAGES } from '../two-factor/index.js';
import type { CredentialsService } from './credentials.service.js';
import { AUTH_MESSAGES } from './auth.messages.js';

type Deps = Pick<Platform, 'db' | 'hasher' | 'mail' | 'config' | 'rateLimiter'> & {
  sessions: SessionService;
  credentials: CredentialsService;
  twoFactor: ReturnType<typeof createTwoFactorService>;
};

/**
 * Sudo mode (as GitHub does it): a proof of presence — the password, a code from the authenticator
 * app or a backup code, or for an account with neither a link mailed to its verified address — opens
 * sensitive actions in this session for REAUTH_WINDOW_S. A stolen access token alone cannot.
 */
export function createReauthService({ db, hasher, mail, config, rateLimiter, sessions, credentials, twoFactor }: Deps) {
  const proven = async (sessionId: string, executor: Database = db): Promise<TReauthenticateResponse> => {
    const until = await sessions.markProven(sessionId, executor);
    // The session ended meanwhile: nothing is open any more.
    if (!until) throw badRequest('SESSION_ENDED', AUTH_MESSAGES.reauthLink.invalid);
    return { message: AUTH_MESSAGES.reauthenticated, reauthenticatedUntil: until.toISOString() };
  };

  return {
    async prove(auth: RequestAuth, body: TReauthenticateBody, client: ClientInfo) {
      const { user } = auth;
      if ('password' in body) {
        const passwordHash = user.passwordHash;
        if (!passwordHash) throw badRequest('PASSWORD_NOT_SET', AUTH_MESSAGES.reauthNoPassword);
        await credentials.checkPassword(
          'password',
          user.id,
          client,
          () => hasher.verify(passwordHash, body.password),
          () => badRequest('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword),
        );
      } else {
        if (!user.totpEnabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
        // The code is spent only if the session is still there to be opened.
        return twoFactor.proveSecondFactor(user, body, client.ip, (tx) => proven(auth.sessionId, tx));
      }
      return proven(auth.sessionId);
    },

    /** For an account with neither a password nor two-factor: a link to its verified address. */
    async sendLink(auth: RequestAuth, client: ClientInfo) {
      const { user } = auth;
      if (user.passwordHash || user.totpEnabledAt) throw badRequest('REAUTH_SECRET_REQUIRED', AUTH_MESSAGES.reauthUseSecret);
      if (!user.email || !user.emailVerifiedAt) throw badRequest('VERIFIED_EMAIL_REQUIRED', AUTH_MESSAGES.reauthNeedsEmail);
      await rateLimiter.hit(subjectAndIp('reauth-link', config.rateLimits.resendVerification, user.id, client.ip));
      const to = user.email;
      await db.transaction(async (tx) => {
        const token = await issueOneTimeToken(tx, {
          kind: 'reauthenticate',
          userId: user.id,
          ttlMs: REAUTH_LINK_TTL_MS,
          payload: { sessionId: auth.sessionId },
        });
        await mail.oweLink(tx, to, 'reauthentication', user.username, '/confirm-reauthentication', { token });
      });
      return { message: AUTH_MESSAGES.reauthLinkSent(user.email) };
    },

    /** The mailed link proves presence for the session that asked for it (wherever it is opened). */
    async confirmLink(token: string) {
      return db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'reauthenticate', token, AUTH_MESSAGES.reauthLink);
        const { message } = await proven(String(link.payload.sessionId), tx);
        return { message };
      });
    },
  };
}

export type ReauthService = ReturnType<typeof createReauthService>;
