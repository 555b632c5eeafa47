import { eq, sql } from 'drizzle-orm';
import { RESET_LINK_TTL_MS } from '@arcana/shared';
import { users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import type { AppDeps } from '../../deps.js';
import { guessLimits, subjectAndIp, underGuessLimits } from '../rate-limit/rate-limit.service.js';
import { findUserByEmail, loadProfile, type UserRow } from '../users/users.repo.js';
import { forgetTrustedDevices, isTrustedDevice } from '../two-factor/trusted-devices.js';
import { ACCOUNT_TAKING_LINKS, consumeOneTimeToken, issueOneTimeToken, retireLinks } from './one-time-tokens.js';
import type { ClientInfo, SessionService } from './sessions.service.js';
import { AUTH_MESSAGES } from './auth.messages.js';

type Deps = Pick<AppDeps, 'db' | 'hasher' | 'mail' | 'config' | 'rateLimiter' | 'bus' | 'tokens' | 'background'> & {
  sessions: SessionService;
};

export function createCredentialsService({ db, hasher, mail, config, rateLimiter, bus, tokens, background, sessions }: Deps) {
  const limits = config.rateLimits;

  /**
   * Checks a password guess for an account, counted like login: failures per (account, address) and
   * over all addresses; a right guess is not counted. Throws 429 when too many, and `refuse()` when wrong.
   */
  async function checkPassword(scope: string, account: string, client: ClientInfo, verify: () => Promise<boolean>, refuse: () => Error) {
    await underGuessLimits(rateLimiter, guessLimits(scope, limits.login, account, client.ip), async () => {
      if (!(await verify())) throw refuse();
    });
  }

  /** A new password: every link that could take the account is retired, and every trusted browser forgotten. */
  async function storePassword(userId: string, password: string, extra: { emailVerifiedAt?: ReturnType<typeof sql> } = {}) {
    await db
      .update(users)
      .set({ passwordHash: await hasher.hash(password), updatedAt: sql`now()`, ...extra })
      .where(eq(users.id, userId));
    await retireLinks(db, userId, ACCOUNT_TAKING_LINKS);
    await forgetTrustedDevices(db, userId);
  }

  async function sendResetLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user?.email) return;
    const token = await issueOneTimeToken(db, { kind: 'reset_password', userId: user.id, ttlMs: RESET_LINK_TTL_MS });
    await mail.sendLink(
      user.email,
      'passwordReset',
      user.username,
      `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    );
  }

  return {
    checkPassword,

    /**
     * The password step. With two-factor on, and unless this browser was trusted for 30 days, it
     * answers a short-lived token that only the second step accepts.
     */
    async login(input: { email: string; password: string }, client: ClientInfo, trustedDeviceToken: string | undefined) {
      const profile = await loadProfile(db, { email: input.email });
      const passwordHash = profile?.user.passwordHash;
      await checkPassword(
        'login',
        input.email,
        client,
        () => (passwordHash ? hasher.verify(passwordHash, input.password) : hasher.verifyNothing(input.password)),
        () => unauthorized('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials),
      );
      if (!profile) throw unauthorized('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      if (profile.user.totpEnabledAt && !(await isTrustedDevice(db, profile.user.id, trustedDeviceToken))) {
        return { kind: 'second-factor' as const, tempToken: await tokens.signTemp('2fa', profile.user.id) };
      }
      return { kind: 'session' as const, profile, session: await sessions.start(profile.user.id, client, { proven: true }) };
    },

    /**
     * Answers the same, in the same time, whether or not the address has an account: the link is
     * issued and mailed after the answer has gone.
     */
    async forgotPassword(email: string, client: ClientInfo) {
      await rateLimiter.hit(subjectAndIp('forgot', limits.forgotPassword, email, client.ip));
      background.run('password reset link', () => sendResetLink(email));
      return { message: AUTH_MESSAGES.resetSent };
    },

    async resetPassword(input: { token: string; password: string }) {
      const link = await consumeOneTimeToken(db, 'reset_password', input.token, AUTH_MESSAGES.resetLink);
      // The link proves the inbox is theirs, so it also verifies the address.
      await storePassword(link.userId, input.password, { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` });
      await sessions.revokeAllFor(link.userId);
      await bus.emit('accountChanged', { userId: link.userId, changeType: 'passwordReset' });
      return { message: AUTH_MESSAGES.passwordReset };
    },

    async changePassword(user: UserRow, sessionId: string, input: { currentPassword: string; newPassword: string }, client: ClientInfo) {
      const passwordHash = user.passwordHash;
      if (!passwordHash) throw badRequest('VALIDATION_ERROR', AUTH_MESSAGES.noPasswordYet);
      await checkPassword(
        'password',
        user.id,
        client,
        () => hasher.verify(passwordHash, input.currentPassword),
        () => badRequest('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword),
      );
      await storePassword(user.id, input.newPassword);
      // This session stays, but opens no sudo window: it may be the very token someone else holds.
      await sessions.revokeAllFor(user.id, sessionId);
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async setPassword(user: UserRow, input: { newPassword: string }) {
      if (user.passwordHash) throw conflict('PASSWORD_ALREADY_SET', AUTH_MESSAGES.passwordAlreadySet);
      if (!user.email) throw badRequest('EMAIL_REQUIRED', AUTH_MESSAGES.emailRequired);
      await storePassword(user.id, input.newPassword);
      await bus.emit('accountChanged', { userId: user.id, changeType: 'passwordAdded' });
      return { message: AUTH_MESSAGES.passwordSet };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
