import { and, eq, gt, sql } from 'drizzle-orm';
import { PENDING_SIGNUP_TTL_MS, VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { type TCompleteSignupResponse, type TPictureRef, type TTempTokenInfo } from '@arcana/shared/schemas';
import { signupTemp, users } from '../../db/schema.js';
import { conflict, unauthorized } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { insertUser, isUsernameTaken, loadProfile, releaseUnverifiedEmail } from '../users/users.repo.js';
import { isUnverified } from '../users/user.presenter.js';
import { subjectAndIp } from '../rate-limit/rate-limit.service.js';
import type { ClientInfo } from './sessions.service.js';
import { claimPicture } from '../settings/profile-picture.service.js';
import { issueOneTimeToken } from './one-time-tokens.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

type Deps = Pick<AppDeps, 'db' | 'tokens' | 'hasher' | 'mail' | 'config' | 'rateLimiter'>;

export function createSignupService({ db, tokens, hasher, mail, config, rateLimiter }: Deps) {
  /** An address is taken once someone proved its inbox; an unverified account holding it gives way. */
  async function assertEmailFree(email: string) {
    const existing = await loadProfile(db, { email });
    if (!existing || isUnverified(existing)) return;
    throw conflict('EMAIL_TAKEN', existing.user.emailVerifiedAt ? AUTH_MESSAGES.emailTakenVerified : AUTH_MESSAGES.emailTaken);
  }

  async function loadPending(tempToken: string) {
    const { sub: id } = await tokens.verifyTemp('signup', tempToken);
    const [pending] = await db
      .select()
      .from(signupTemp)
      .where(and(eq(signupTemp.id, id), gt(signupTemp.expiresAt, sql`now()`)))
      .limit(1);
    if (!pending) throw unauthorized('LINK_EXPIRED', AUTH_MESSAGES.signupExpired);
    return pending;
  }

  return {
    /** Whether this temporary token belongs to a signup still choosing its username (and picture). */
    isPending: (tempToken: string) =>
      loadPending(tempToken).then(
        () => true,
        () => false,
      ),

    /** Step one: the password is hashed now and kept server-side until the username is chosen. */
    async signup(input: { email: string; password: string }, client: ClientInfo) {
      await rateLimiter.hit(subjectAndIp('signup', config.rateLimits.signup, input.email, client.ip));
      await assertEmailFree(input.email);
      const passwordHash = await hasher.hash(input.password);
      const [pending] = await db
        .insert(signupTemp)
        .values({
          type: 'email',
          provider: 'email',
          email: input.email,
          data: { passwordHash },
          expiresAt: new Date(Date.now() + PENDING_SIGNUP_TTL_MS),
        })
        .returning({ id: signupTemp.id });
      if (!pending) throw new Error('signup insert returned nothing');
      return { requiresUsername: true as const, tempToken: await tokens.signTemp('signup', pending.id) };
    },

    async tempTokenInfo(tempToken: string): Promise<TTempTokenInfo> {
      const pending = await loadPending(tempToken);
      const { passwordHash: _secret, ...data } = pending.data;
      return { type: pending.type, provider: pending.provider, email: pending.email, profilePicture: null, data };
    },

    async completeSignup(input: {
      tempToken: string;
      username: string;
      email?: string;
      pfp?: TPictureRef;
    }): Promise<TCompleteSignupResponse> {
      const pending = await loadPending(input.tempToken);
      const email = pending.email ?? input.email ?? null;
      if (email) await assertEmailFree(email);
      if (await isUsernameTaken(db, input.username)) throw conflict('USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
      const passwordHash = typeof pending.data.passwordHash === 'string' ? pending.data.passwordHash : null;
      const created = await db
        .transaction(async (tx) => {
          // Claiming the pending row first makes a double submit create one account.
          const [claimed] = await tx.delete(signupTemp).where(eq(signupTemp.id, pending.id)).returning({ id: signupTemp.id });
          if (!claimed) throw unauthorized('LINK_EXPIRED', AUTH_MESSAGES.signupExpired);
          // Whoever verifies first owns the address: a pending unverified account for it is replaced.
          if (email) await releaseUnverifiedEmail(tx, email);
          const user = await insertUser(tx, { username: input.username, email, passwordHash });
          // The picture was uploaded with the signup's token, before there was a user to own it.
          if (input.pfp)
            await tx
              .update(users)
              .set({ pfpKey: await claimPicture(tx, user.id, input.pfp) })
              .where(eq(users.id, user.id));
          const link = email
            ? await issueOneTimeToken(tx, {
                kind: 'verify_email',
                userId: user.id,
                ttlMs: VERIFICATION_LINK_TTL_MS,
                payload: { isSignup: true },
              })
            : null;
          return { user, link };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', AUTH_MESSAGES.usernameOrEmailTaken);
          throw error;
        });
      if (email && created.link) {
        await mail.sendLink(
          email,
          'verification',
          created.user.username,
          `${config.publicUrl}/verify-email?token=${encodeURIComponent(created.link)}`,
        );
      }
      return { requiresEmailVerification: Boolean(email), message: AUTH_MESSAGES.accountCreated, email };
    },
  };
}
