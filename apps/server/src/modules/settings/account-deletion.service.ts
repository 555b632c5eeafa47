import { ACCOUNT_DELETION_LINK_TTL_MS } from '@arcana/shared';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../lib/app-error.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../../lib/one-time-tokens.js';
import { deleteUser, type UserRow } from '../users/users.repo.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

/**
 * Deleting needs the typed DELETE (the client) and a link from the inbox (1 h): a stolen session alone
 * cannot destroy an account. The rows that belong to the user (sessions, cards, notifications, tokens,
 * pictures) go with it through ON DELETE CASCADE.
 */
export function createAccountDeletionService({ db, mail, config, bus }: Pick<AppDeps, 'db' | 'mail' | 'config' | 'bus'>) {
  return {
    async request(user: UserRow) {
      if (!user.email) throw badRequest('EMAIL_REQUIRED', SETTINGS_MESSAGES.noEmailForDeletion);
      const token = await issueOneTimeToken(db, { kind: 'account_deletion', userId: user.id, ttlMs: ACCOUNT_DELETION_LINK_TTL_MS });
      await mail.sendLink(
        user.email,
        'accountDeletion',
        user.username,
        `${config.publicUrl}/confirm-account-deletion?token=${encodeURIComponent(token)}`,
      );
      return { message: SETTINGS_MESSAGES.deletionSent };
    },

    /** The link is spent only with the account: if the deletion fails, the link still works. */
    async confirm(token: string) {
      const userId = await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'account_deletion', token, SETTINGS_MESSAGES.deletionLink);
        await deleteUser(tx, link.userId);
        return link.userId;
      });
      await bus.emit('accountDeleted', { userId });
      return { message: SETTINGS_MESSAGES.accountDeleted };
    },
  };
}
