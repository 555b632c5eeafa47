import { ACCOUNT_DELETION_LINK_TTL_MS } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { consumeOneTimeToken, issueOneTimeToken, type SessionService } from '../sessions/index.js';
import { deleteUser, lockAdmins, lockUser, type UserRow } from '../users/index.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

/**
 * Deleting needs the typed DELETE (the client) and a link from the inbox (1 h): a stolen session alone
 * cannot destroy an account. The rows that belong to the user (sessions, cards, notifications, tokens,
 * pictures) go with it through ON DELETE CASCADE.
 */
export function createAccountDeletionService({ db, mail, sessions }: Pick<Platform, 'db' | 'mail'> & { sessions: SessionService }) {
  return {
    async request(user: UserRow) {
      if (!user.email) throw badRequest('EMAIL_REQUIRED', SETTINGS_MESSAGES.noEmailForDeletion);
      const to = user.email;
      await db.transaction(async (tx) => {
        const token = await issueOneTimeToken(tx, { kind: 'account_deletion', userId: user.id, ttlMs: ACCOUNT_DELETION_LINK_TTL_MS });
        await mail.oweLink(tx, to, 'accountDeletion', user.username, '/confirm-account-deletion', { token });
      });
      return { message: SETTINGS_MESSAGES.deletionSent };
    },

    /** The link is spent only with the account: if the deletion fails, the link still works. */
    async confirm(token: string) {
      await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'account_deletion', token, SETTINGS_MESSAGES.deletionLink);
        // The admins, then the user (the admin panel's order): the last admin stays, whichever way they leave.
        const admins = await lockAdmins(tx);
        const user = await lockUser(tx, link.userId);
        if (user?.isAdmin && admins.length === 1) throw conflict('LAST_ADMIN', SETTINGS_MESSAGES.lastAdminDeletion);
        await sessions.endObservingBy(tx, link.userId, 'deleted');
        await deleteUser(tx, link.userId);
        if (user) {
          const subject = { userId: user.id, username: user.username, email: user.email, byAdmin: false };
          await recordDomainEvents(tx, [{ type: 'account.deleted', userId: null, subject, requestId: null }]);
        }
      });
      return { message: SETTINGS_MESSAGES.accountDeleted };
    },
  };
}
