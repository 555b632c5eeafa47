import { eq, sql } from 'drizzle-orm';
import { RESET_LINK_TTL_MS } from '@arcana/shared';
import { users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { findUserByEmail, type UserRow } from '../users/users.repo.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import type { ClientInfo, SessionService } from './sessions.service.js';
import { AUTH_MESSAGES } from './auth.messages.js';

type Deps = Pick<AppDeps, 'db' | 'hasher' | 'mail' | 'config' | 'rateLimiter' | 'bus'> & { sessions: SessionService };

/** A client address may try ten times as often as one account may be tried. */
const PER_IP_FACTOR = 10;

export function createCredentialsService({ db, hasher, mail, config, rateLimiter, bus, sessions }: Deps) {
  const limits = config.rateLimits;
  const perIp = (rule: { max: number; windowSeconds: number }) => ({ ...rule, max: rule.max * PER_IP_FACTOR });

  return {
    async login(input: { email: string; password: string }, client: ClientInfo) {
      await Promise.all([
        rateLimiter.hit(limits.login, [`login:${input.email}`]),
        rateLimiter.hit(perIp(limits.login), [`login-ip:${client.ip}`]),
      ]);
      const user = await findUserByEmail(db, input.email);
      const valid = user?.passwordHash
        ? await hasher.verify(user.passwordHash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !valid) throw unauthorized('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      return { user, session: await sessions.start(user.id, client) };
    },

    /** Answers the same whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo) {
      await Promise.all([
        rateLimiter.hit(limits.forgotPassword, [`forgot:${email}`]),
        rateLimiter.hit(perIp(limits.forgotPassword), [`forgot-ip:${client.ip}`]),
      ]);
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
      bus.emit('accountChanged', { userId: link.userId, changeType: 'passwordReset' });
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
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async setPassword(user: UserRow, input: { newPassword: string }) {
      if (user.passwordHash) throw conflict('PASSWORD_ALREADY_SET', AUTH_MESSAGES.passwordAlreadySet);
      if (!user.email) throw badRequest('EMAIL_REQUIRED', AUTH_MESSAGES.emailRequired);
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(input.newPassword), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      bus.emit('accountChanged', { userId: user.id, changeType: 'passwordAdded' });
      return { message: AUTH_MESSAGES.passwordSet };
    },
  };
}
