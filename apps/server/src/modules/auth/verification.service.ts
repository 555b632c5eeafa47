import { RESEND_COOLDOWN_MS, RETURN_PATH_QUERY, VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { badRequest, tooManyRequests } from '../../lib/app-error.js';
import type { TVerifyEmailResponse } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { consumeOneTimeToken, issueOneTimeToken, lastIssuedAt, type OneTimeKind, type SessionService } from '../sessions/index.js';
import type { Database } from '../../db/client.js';
import { findUserByEmail, loadProfile, markEmailVerified, recordAccountChanged } from '../users/index.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';

/** At most one mail of a kind a minute per account (docs/product-rules.md "E-mail verification"), enforced here as well as on the page. */
export async function assertResendCooldownOver(db: Database, kind: OneTimeKind, userId: string): Promise<void> {
  const last = await lastIssuedAt(db, kind, userId);
  const waitMs = last ? last.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw tooManyRequests('RESEND_COOLDOWN', AUTH_MESSAGES.resendCooldown(seconds), seconds);
}

/**
 * A verification link's query: its token, and the project page the signup began on, so the link comes
 * back to it on any device (docs/product-rules.md "Sign-in and sessions").
 */
export const verificationQuery = (token: string, returnTo?: string) => ({ token, ...(returnTo && { [RETURN_PATH_QUERY]: returnTo }) });

type LinkSignInDeps = Pick<Platform, 'tokens'> & { sessions: SessionService };

/**
 * What a mailed link that signs in answers, in the link's transaction: it proves the inbox, never
 * presence (no sudo window) and never the second factor, which an account with one is asked for next.
 */
export async function signInByLink(
  { tokens, sessions }: LinkSignInDeps,
  tx: Database,
  link: { userId: string; totpEnabled: boolean; isNewUserVerification: boolean; message: string },
  client: ClientInfo,
): Promise<TVerifyEmailResponse> {
  const { userId, message } = link;
  if (link.totpEnabled) return { requires2FA: true, tempToken: await tokens.signTemp('2fa', userId), message };
  const session = await sessions.start(userId, client, { proven: false }, tx);
  return { ...session, isNewUserVerification: link.isNewUserVerification, message };
}

type Deps = Pick<Platform, 'db' | 'mail' | 'config' | 'rateLimiter' | 'tokens'> & { sessions: SessionService };

export function createVerificationService({ db, mail, config, rateLimiter, tokens, sessions }: Deps) {
  return {
    /** The e-mail link: verifies the address and signs the user in (or on to the second step), all or nothing. */
    async verifyEmail(token: string, client: ClientInfo): Promise<TVerifyEmailResponse> {
      const answer = await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'verify_email', token, AUTH_MESSAGES.verificationLink);
        const owner = (await markEmailVerified(tx, link.userId)) ? await loadProfile(tx, { id: link.userId }) : undefined;
        if (!owner) throw badRequest('LINK_INVALID', AUTH_MESSAGES.verificationLink.invalid);
        const isNewUserVerification = link.payload.isSignup === true;
        const signIn = { userId: link.userId, totpEnabled: Boolean(owner.user.totpEnabledAt), isNewUserVerification };
        const answer = await signInByLink({ tokens, sessions }, tx, { ...signIn, message: AUTH_MESSAGES.emailVerified }, client);
        await recordAccountChanged(tx, link.userId, { changeType: 'emailVerified', isSignup: isNewUserVerification, provider: 'email' });
        return answer;
      });
      return answer;
    },

    /** Sends a fresh link; at most one a minute per account, enforced here as well as on the page. */
    async resend(email: string, client: ClientInfo, returnTo?: string) {
      await rateLimiter.hit(subjectAndIp('resend', config.rateLimits.resendVerification, email, client.ip));
      const user = await findUserByEmail(db, email);
      if (user?.emailVerifiedAt) throw badRequest('EMAIL_ALREADY_VERIFIED', AUTH_MESSAGES.alreadyVerified);
      if (user?.email) {
        await assertResendCooldownOver(db, 'verify_email', user.id);
        const to = user.email;
        await db.transaction(async (tx) => {
          const token = await issueOneTimeToken(tx, {
            kind: 'verify_email',
            userId: user.id,
            ttlMs: VERIFICATION_LINK_TTL_MS,
            payload: { isSignup: true },
          });
          await mail.oweLink(tx, to, 'verification', user.username, '/verify-email', verificationQuery(token, returnTo));
        });
      }
      return { message: AUTH_MESSAGES.verificationSent, retryAfterSeconds: RESEND_COOLDOWN_MS / 1000 };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
