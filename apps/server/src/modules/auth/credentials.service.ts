import { RESET_LINK_TTL_MS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import type { Platform } from '../../platform/platform.js';
import type { ClientInfo } from '../../lib/client-info.js';
import {
  ACCOUNT_TAKING_LINKS,
  assertUsableOneTimeToken,
  consumeOneTimeToken,
  issueOneTimeToken,
  retireLinks,
  type SessionService,
} from '../sessions/index.js';
import { guessLimits, subjectAndIp, underGuessLimits } from '../../platform/rate-limit/index.js';
import {
  findUserByEmail,
  loadProfile,
  noteCredentialsChanged,
  recordAccountChanged,
  setPasswordHash,
  type UserRow,
} from '../users/index.js';
import { forgetTrustedDevices, isTrustedDevice } from '../two-factor/index.js';
import { AUTH_MESSAGES } from './auth.messages.js';

type Deps = Pick<Platform, 'db' | 'hasher' | 'mail' | 'config' | 'rateLimiter' | 'tokens' | 'background'> & {
  sessions: SessionService;
};

export function createCredentialsService({ db, hasher, mail, config, rateLimiter, tokens, background, sessions }: Deps) {
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

  /**
   * A new password (hashed before the transaction begins): every link that could take the account is
   * retired, and every trusted browser forgotten, in the caller's transaction.
   */
  async function storePassword(tx: Database, userId: string, passwordHash: string, options: { verifiesEmail?: boolean } = {}) {
    await setPasswordHash(tx, userId, passwordHash, options);
    await noteCredentialsChanged(tx, userId);
    await retireLinks(tx, userId, ACCOUNT_TAKING_LINKS);
    await forgetTrustedDevices(tx, userId);
  }

  async function sendResetLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user?.email) return;
    const to = user.email;
    // The link and its mail together: a link is never issued that no mail carries.
    await db.transaction(async (tx) =>
      mail.oweLink(tx, to, 'passwordReset', user.username, '/reset-password', {
        token: await issueOneTimeToken(tx, { kind: 'reset_password', userId: user.id, ttlMs: RESET_LINK_TTL_MS }),
      }),
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

    /** All or nothing: the link is spent only if the password, the retired links and the ended sessions all hold. */
    async resetPassword(input: { token: string; password: string }) {
      await assertUsableOneTimeToken(db, 'reset_password', input.token, AUTH_MESSAGES.resetLink);
      const passwordHash = await hasher.hash(input.password);
      await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'reset_password', input.token, AUTH_MESSAGES.resetLink);
        // The link proves the inbox is theirs, so it also verifies the address.
        await storePassword(tx, link.userId, passwordHash, { verifiesEmail: true });
        await recordAccountChanged(tx, link.userId, { changeType: 'passwordReset' });
        await sessions.endAllFor(tx, link.userId, 'password');
      });
      return { message: AUTH_MESSAGES.passwordReset };
    },

    async changePassword(user: UserRow, sessionId: string, input: { currentPassword: string; newPassword: string }, client: ClientInfo) {
      const passwordHash = user.passwordHash;
      if (!passwordHash) throw badRequest('PASSWORD_NOT_SET', AUTH_MESSAGES.noPasswordYet);
      await checkPassword(
        'password',
        user.id,
        client,
        () => hasher.verify(passwordHash, input.currentPassword),
        () => badRequest('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword),
      );
      const newHash = await hasher.hash(input.newPassword);
      // This session stays, but opens no sudo window: it may be the very token someone else holds.
      await db.transaction(async (tx) => {
        await storePassword(tx, user.id, newHash);
        await sessions.endAllFor(tx, user.id, 'password', sessionId);
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    async setPassword(user: UserRow, input: { newPassword: string }) {
      if (user.passwordHash) throw conflict('PASSWORD_ALREADY_SET', AUTH_MESSAGES.passwordAlreadySet);
      if (!user.email) throw badRequest('EMAIL_REQUIRED', AUTH_MESSAGES.emailRequired);
      const passwordHash = await hasher.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await storePassword(tx, user.id, passwordHash);
        await recordAccountChanged(tx, user.id, { changeType: 'passwordAdded' });
      });
      return { message: AUTH_MESSAGES.passwordSet };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
