import { RESEND_COOLDOWN_MS, VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { badRequest, tooManyRequests } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { consumeOneTimeToken, issueOneTimeToken, lastIssuedAt, type OneTimeKind } from '../../lib/one-time-tokens.js';
import type { Database } from '../../db/client.js';
import type { SessionService } from '../../lib/sessions.js';
import { findUserByEmail, markEmailVerified } from '../users/users.repo.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { subjectAndIp } from '../rate-limit/rate-limit.service.js';

/** At most one mail of a kind a minute per account (spec part 1 §9), enforced here as well as on the page. */
export async function assertResendCooldownOver(db: Database, kind: OneTimeKind, userId: string): Promise<void> {
  const last = await lastIssuedAt(db, kind, userId);
  const waitMs = last ? last.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw tooManyRequests('RESEND_COOLDOWN', AUTH_MESSAGES.resendCooldown(seconds), seconds);
}

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'rateLimiter' | 'bus'> & { sessions: SessionService };

export function createVerificationService({ db, mail, config, rateLimiter, bus, sessions }: Deps) {
  return {
    /** The e-mail link: verifies the address and logs the user in, all or nothing (the link stays usable). */
    async verifyEmail(token: string, client: ClientInfo) {
      const { userId, isNewUserVerification, session } = await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'verify_email', token, AUTH_MESSAGES.verificationLink);
        if (!(await markEmailVerified(tx, link.userId))) throw badRequest('LINK_INVALID', AUTH_MESSAGES.verificationLink.invalid);
        return {
          userId: link.userId,
          isNewUserVerification: link.payload.isSignup === true,
          session: await sessions.start(link.userId, client, { proven: false }, tx),
        };
      });
      await bus.emit('accountChanged', { userId, changeType: 'emailVerified', isSignup: isNewUserVerification, provider: 'email' });
      return { ...session, isNewUserVerification, message: AUTH_MESSAGES.emailVerified };
    },

    /** Sends a fresh link; at most one a minute per account, enforced here as well as on the page. */
    async resend(email: string, client: ClientInfo) {
      await rateLimiter.hit(subjectAndIp('resend', config.rateLimits.resendVerification, email, client.ip));
      const user = await findUserByEmail(db, email);
      if (user?.emailVerifiedAt) throw badRequest('EMAIL_ALREADY_VERIFIED', AUTH_MESSAGES.alreadyVerified);
      if (user?.email) {
        await assertResendCooldownOver(db, 'verify_email', user.id);
        const token = await issueOneTimeToken(db, {
          kind: 'verify_email',
          userId: user.id,
          ttlMs: VERIFICATION_LINK_TTL_MS,
          payload: { isSignup: true },
        });
        await mail.sendLink(
          user.email,
          'verification',
          user.username,
          `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
        );
      }
      return { message: AUTH_MESSAGES.verificationSent, retryAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
