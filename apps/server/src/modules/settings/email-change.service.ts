import { EMAIL_BOUND_PROVIDERS, EMAIL_CHANGE_CANCEL_LINK_TTL_MS, EMAIL_CHANGE_LINK_TTL_MS, signInMethods } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { ACCOUNT_TAKING_LINKS, consumeOneTimeToken, issueOneTimeToken, retireLinks, type SessionService } from '../sessions/index.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import { forgetTrustedDevices, removeTwoFactor } from '../two-factor/index.js';
import {
  deleteIdentitiesOf,
  emailTakenCode,
  linkedProviders,
  findUserByEmail,
  findUserById,
  releaseUnverifiedEmail,
  setVerifiedEmail,
  takenUserField,
  type UserRow,
  noteCredentialsChanged,
  oweProfileUpdate,
  recordAccountChanged,
} from '../users/index.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

type Deps = Pick<Platform, 'db' | 'mail' | 'config' | 'rateLimiter'> & {
  sessions: SessionService;
};

const emailTaken = (holder: Pick<UserRow, 'emailVerifiedAt'> | undefined) => conflict(emailTakenCode(holder), SETTINGS_MESSAGES.emailTaken);

/**
 * A new address takes effect only from a link sent to it (24 h), so nobody can claim an inbox they
 * do not read; Discord and Google sign-ins are tied to the old address and are unlinked. The old
 * address is told, with a link that undoes the change for 7 days — even once it is confirmed. Each
 * confirmation or cancellation is one transaction: a failure halfway leaves the link unspent and the
 * account as it was.
 */
export function createEmailChangeService({ db, mail, config, rateLimiter, sessions }: Deps) {
  /** In the caller's transaction: an unverified holder of the address gives way; a login provider holding it does not. */
  async function setAddress(tx: Database, userId: string, email: string) {
    await releaseUnverifiedEmail(tx, email);
    // A link opened in this inbox proves it is theirs: the address is verified as it is set.
    await setVerifiedEmail(tx, userId, email);
    await noteCredentialsChanged(tx, userId);
    await deleteIdentitiesOf(tx, userId, EMAIL_BOUND_PROVIDERS);
  }

  /**
   * A transaction failed: on the address's unique constraint, someone holds it (verified meanwhile, or
   * signing in with a provider); read who once the transaction is over.
   */
  async function refusalOf(error: unknown, email: string): Promise<never> {
    if (takenUserField(error) === 'email') throw emailTaken(await findUserByEmail(db, email));
    throw error;
  }

  return {
    async request(user: UserRow, email: string, client: ClientInfo) {
      if (email === user.email) throw badRequest('EMAIL_UNCHANGED', SETTINGS_MESSAGES.sameEmail);
      // The change unlinks Discord and Google: it may not take the account's last way in with them.
      const kept = signInMethods(await linkedProviders(db, user.id)).filter(
        (p) => !(EMAIL_BOUND_PROVIDERS as readonly string[]).includes(p),
      );
      if (!user.passwordHash && kept.length === 0) throw conflict('LAST_SIGN_IN_METHOD', SETTINGS_MESSAGES.changeLeavesNoSignIn);
      await rateLimiter.hit(subjectAndIp('email-change', config.rateLimits.resendVerification, user.id, client.ip));
      // Taken by an account whose owner proved the inbox; an unverified holder gives way at confirmation.
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== user.id && holder.emailVerifiedAt) throw emailTaken(holder);
      const from = user.email;
      // Both links or neither, mailed with the request: a change is never asked without the old address's way back.
      await db.transaction(async (tx) => {
        const change = await issueOneTimeToken(tx, {
          kind: 'email_change',
          userId: user.id,
          ttlMs: EMAIL_CHANGE_LINK_TTL_MS,
          payload: { email },
        });
        await mail.oweLink(tx, email, 'emailChange', user.username, '/confirm-email-change', { token: change });
        if (from) {
          const cancel = await issueOneTimeToken(tx, {
            kind: 'email_change_cancel',
            userId: user.id,
            ttlMs: EMAIL_CHANGE_CANCEL_LINK_TTL_MS,
            payload: { from, to: email },
            keepEarlier: true,
          });
          await mail.oweLink(tx, from, 'emailChangeNotice', user.username, '/cancel-email-change', { token: cancel });
        }
        // The pending address shows in the user (auth.email.pendingChanges) on every device.
        await oweProfileUpdate(tx, user.id);
      });
      return { message: SETTINGS_MESSAGES.emailChangeSent(email) };
    },

    async confirm(token: string) {
      // Known once the link is read inside the transaction; needed to word a refusal after it.
      let email = '';
      await db
        .transaction(async (tx) => {
          const link = await consumeOneTimeToken(tx, 'email_change', token, SETTINGS_MESSAGES.emailChangeLink);
          email = String(link.payload.email);
          await setAddress(tx, link.userId, email);
          await recordAccountChanged(tx, link.userId, { changeType: 'emailChanged' });
          await oweProfileUpdate(tx, link.userId);
        })
        .catch((error: unknown) => refusalOf(error, email));
      return { message: SETTINGS_MESSAGES.emailChanged };
    },

    /**
     * The old owner's way back: a pending change is dropped; a confirmed one is undone (the old address
     * restored). Either way every session ends and every link that could take the account is retired,
     * since whoever asked for the change may hold one.
     */
    async cancel(token: string) {
      // As in confirm: the address is read from the link inside the transaction.
      let from = '';
      await db
        .transaction(async (tx) => {
          const link = await consumeOneTimeToken(tx, 'email_change_cancel', token, SETTINGS_MESSAGES.emailChangeCancelLink);
          from = String(link.payload.from);
          await retireLinks(tx, link.userId, ACCOUNT_TAKING_LINKS);
          const current = await findUserById(tx, link.userId);
          const undo = Boolean(current && current.email !== from);
          if (undo) {
            await setAddress(tx, link.userId, from);
            // Two-factor turned on after the change asked would keep the owner out with someone else's code.
            if (current?.totpEnabledAt && current.totpEnabledAt > link.createdAt) await removeTwoFactor(tx, link.userId);
            await recordAccountChanged(tx, link.userId, { changeType: 'emailChanged' });
          }
          await forgetTrustedDevices(tx, link.userId);
          await oweProfileUpdate(tx, link.userId);
          await sessions.endAllFor(tx, link.userId, 'email-change-undone');
        })
        .catch((error: unknown) => refusalOf(error, from));
      return { message: SETTINGS_MESSAGES.emailChangeCancelled(from) };
    },
  };
}
