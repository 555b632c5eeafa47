import { eq, sql } from 'drizzle-orm';
import { RESEND_COOLDOWN_MS, VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { users } from '../../db/schema.js';
import { badRequest, tooManyRequests } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { findUserByEmail } from '../users/users.repo.js';
import { consumeOneTimeToken, issueOneTimeToken, lastIssuedAt } from './one-time-tokens.js';
import type { ClientInfo, SessionService } from './sessions.service.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { subjectAndIp } from '../rate-limit/rate-limit.service.js';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'rateLimiter' | 'bus'> & { sessions: SessionService };

export function createVerificationService({ db, mail, config, rateLimiter, bus, sessions }: Deps) {
  return {
    /** The e-mail link: verifies the address and logs the user in. */
    async verifyEmail(token: string, client: ClientInfo) {
      const link = await consumeOneTimeToken(db, 'verify_email', token, AUTH_MESSAGES.verificationLink);
      const [user] = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, link.userId))
        .returning({ id: users.id });
      if (!user) throw badRequest('LINK_INVALID', AUTH_MESSAGES.verificationLink.invalid);
      const isNewUserVerification = link.payload.isSignup === true;
      await bus.emit('accountChanged', {
        userId: user.id,
        changeType: 'emailVerified',
        isSignup: isNewUserVerification,
        provider: 'email',
      });
      const session = await sessions.start(user.id, client, { proven: false });
      return { ...session, isNewUserVerification, message: AUTH_MESSAGES.emailVerified };
    },

    /** Sends a fresh link; at most one a minute per account, enforced here as well as on the page. */
    async resend(email: string, client: ClientInfo) {
      await rateLimiter.hit(subjectAndIp('resend', config.rateLimits.resendVerification, email, client.ip));
      const user = await findUserByEmail(db, email);
      if (user?.emailVerifiedAt) throw badRequest('EMAIL_ALREADY_VERIFIED', AUTH_MESSAGES.alreadyVerified);
      if (user?.email) {
        const last = await lastIssuedAt(db, 'verify_email', user.id);
        const waitMs = last ? last.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooManyRequests('RESEND_COOLDOWN', AUTH_MESSAGES.resendCooldown(seconds), seconds);
        }
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
