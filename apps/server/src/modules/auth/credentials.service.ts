import { eq, sql } from 'drizzle-orm';
import { RESET_LINK_TTL_MS } from '@arcana/shared';
import { users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { findUserByEmail, loadProfile, type UserRow } from '../users/users.repo.js';
import { forgetTrustedDevices, isTrustedDevice } from '../two-factor/trusted-devices.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import type { ClientInfo, SessionService } from './sessions.service.js';
import { AUTH_MESSAGES } from './auth.messages.js';

type Deps = Pick<AppDeps, 'db' | 'hasher' | 'mail' | 'config' | 'rateLimiter' | 'bus' | 'tokens'> & { sessions: SessionService };

export function createCredentialsService({ db, hasher, mail, config, rateLimiter, bus, tokens, sessions }: Deps) {
  const limits = config.rateLimits;

  return {
    /**
     * The password step. With two-factor on, and unless this browser was trusted for 30 days, it
     * answers a short-lived token that only the second step accepts.
     */
    async login(input: { email: string; password: string }, client: ClientInfo, trustedDeviceToken: string | undefined) {
      await rateLimiter.hit('login', limits.login, input.email, client.ip);
      const profile = await loadProfile(db, { email: input.email });
      const passwordHash = profile?.user.passwordHash;
      const valid = passwordHash ? await hasher.verify(passwordHash, input.password) : await hasher.verifyNothing(input.password);
      if (!profile || !valid) throw unauthorized('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      if (profile.user.totpEnabledAt && !(await isTrustedDevice(db, profile.user.id, trustedDeviceToken))) {
        return { kind: 'second-factor' as const, tempToken: await tokens.signTemp('2fa', profile.user.id) };
      }
      return { kind: 'session' as const, profile, session: await sessions.start(profile.user.id, client) };
    },

    /** Answers the same whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo) {
      await rateLimiter.hit('forgot', limits.forgotPassword, email, client.ip);
      const user = await findUserByEmail(db, email);
      if (user?.email) {
        const token = await issueOneTimeToken(db, { kind: 'reset_password', userId: user.id, ttlMs: RESET_LINK_TTL_MS });
        await mail.sendLink(
          user.email,
          'passwordReset',
          user.username,
          `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        );
      }
      return { message: AUTH_MESSAGES.resetSent };
    },

    async resetPassword(input: { token: string; password: string }) {
      const link = await consumeOneTimeToken(db, 'reset_password', input.token, AUTH_MESSAGES.resetLink);
      const passwordHash = await hasher.hash(input.password);
      // The link proves the inbox is theirs, so it also verifies the address.
      await db
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, link.userId));
      await sessions.revokeAllFor(link.userId);
      await forgetTrustedDevices(db, link.userId);
      await bus.emit('accountChanged', { userId: link.userId, changeType: 'passwordReset' });
      return { message: AUTH_MESSAGES.passwordReset };
    },

    async changePassword(user: UserRow, sessionId: string, input: { currentPassword: string; newPassword: string }) {
      if (!user.passwordHash) throw badRequest('VALIDATION_ERROR', AUTH_MESSAGES.noPasswordYet);
      if (!(await hasher.verify(user.passwordHash, input.currentPassword))) throw badRequest('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword);
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(input.newPassword), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await sessions.revokeAllFor(user.id, sessionId);
      await forgetTrustedDevices(db, user.id);
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async setPassword(user: UserRow, input: { newPassword: string }) {
      if (user.passwordHash) throw conflict('PASSWORD_ALREADY_SET', AUTH_MESSAGES.passwordAlreadySet);
      if (!user.email) throw badRequest('EMAIL_REQUIRED', AUTH_MESSAGES.emailRequired);
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(input.newPassword), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await bus.emit('accountChanged', { userId: user.id, changeType: 'passwordAdded' });
      return { message: AUTH_MESSAGES.passwordSet };
    },
  };
}
