import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMAIL_BOUND_PROVIDERS, EMAIL_CHANGE_CANCEL_LINK_TTL_MS, EMAIL_CHANGE_LINK_TTL_MS } from '@arcana/shared';
import type { AppDeps } from '../../deps.js';
import { identities, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ACCOUNT_TAKING_LINKS, consumeOneTimeToken, issueOneTimeToken, retireLinks } from '../auth/one-time-tokens.js';
import type { ClientInfo, SessionService } from '../auth/sessions.service.js';
import { subjectAndIp } from '../rate-limit/rate-limit.service.js';
import { forgetTrustedDevices } from '../two-factor/trusted-devices.js';
import { removeTwoFactor } from '../two-factor/two-factor.service.js';
import { findUserByEmail, releaseUnverifiedEmail, type UserRow } from '../users/users.repo.js';
import type { createProfileService } from './profile.service.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'rateLimiter' | 'bus'> & {
  profile: ReturnType<typeof createProfileService>;
  sessions: SessionService;
};

/**
 * A new address takes effect only from a link sent to it (24 h), so nobody can claim an inbox they
 * do not read; Discord and Google sign-ins are tied to the old address and are unlinked. The old
 * address is told, with a link that undoes the change for 7 days — even once it is confirmed.
 */
export function createEmailChangeService({ db, mail, config, rateLimiter, bus, profile, sessions }: Deps) {
  /** Taken by an account whose owner proved the inbox; an unverified holder gives way at confirmation. */
  const takenByVerified = async (email: string, userId: string) => {
    const owner = await findUserByEmail(db, email);
    return Boolean(owner && owner.id !== userId && owner.emailVerifiedAt);
  };

  async function setAddress(userId: string, email: string) {
    try {
      await db.transaction(async (tx) => {
        await releaseUnverifiedEmail(tx, email);
        // A link opened in this inbox proves it is theirs: the address is verified as it is set.
        await tx
          .update(users)
          .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(identities).where(and(eq(identities.userId, userId), inArray(identities.provider, [...EMAIL_BOUND_PROVIDERS])));
      });
    } catch (error) {
      // Someone verified the address between the request and the click.
      if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', SETTINGS_MESSAGES.emailTaken);
      throw error;
    }
  }

  return {
    async request(user: UserRow, email: string, client: ClientInfo) {
      if (email === user.email) throw badRequest('VALIDATION_ERROR', SETTINGS_MESSAGES.sameEmail);
      await rateLimiter.hit(subjectAndIp('email-change', config.rateLimits.resendVerification, user.id, client.ip));
      if (await takenByVerified(email, user.id)) throw conflict('EMAIL_TAKEN', SETTINGS_MESSAGES.emailTaken);
      const token = await issueOneTimeToken(db, {
        kind: 'email_change',
        userId: user.id,
        ttlMs: EMAIL_CHANGE_LINK_TTL_MS,
        payload: { email },
      });
      await mail.sendLink(
        email,
        'emailChange',
        user.username,
        `${config.publicUrl}/confirm-email-change?token=${encodeURIComponent(token)}`,
      );
      if (user.email) {
        const cancel = await issueOneTimeToken(db, {
          kind: 'email_change_cancel',
          userId: user.id,
          ttlMs: EMAIL_CHANGE_CANCEL_LINK_TTL_MS,
          payload: { from: user.email, to: email },
          keepEarlier: true,
        });
        await mail.sendLink(
          user.email,
          'emailChangeNotice',
          user.username,
          `${config.publicUrl}/cancel-email-change?token=${encodeURIComponent(cancel)}`,
        );
      }
      // The pending address shows in the user (auth.email.pendingChanges) on every device.
      await profile.announce(user.id);
      return { message: SETTINGS_MESSAGES.emailChangeSent(email) };
    },

    async confirm(token: string) {
      const link = await consumeOneTimeToken(db, 'email_change', token, SETTINGS_MESSAGES.emailChangeLink);
      await setAddress(link.userId, String(link.payload.email));
      await bus.emit('accountChanged', { userId: link.userId, changeType: 'emailChanged' });
      await profile.announce(link.userId);
      return { message: SETTINGS_MESSAGES.emailChanged };
    },

    /**
     * The old owner's way back: a pending change is dropped; a confirmed one is undone (the old address
     * restored). Either way every session ends and every link that could take the account is retired,
     * since whoever asked for the change may hold one.
     */
    async cancel(token: string) {
      const link = await consumeOneTimeToken(db, 'email_change_cancel', token, SETTINGS_MESSAGES.emailChangeCancelLink);
      const from = String(link.payload.from);
      await retireLinks(db, link.userId, ACCOUNT_TAKING_LINKS);
      const [current] = await db
        .select({ email: users.email, totpEnabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, link.userId))
        .limit(1);
      if (current && current.email !== from) {
        await setAddress(link.userId, from);
        // Two-factor turned on after the change asked would keep the owner out with someone else's code.
        if (current.totpEnabledAt && current.totpEnabledAt > link.createdAt) await removeTwoFactor(db, link.userId);
        await bus.emit('accountChanged', { userId: link.userId, changeType: 'emailChanged' });
      }
      await forgetTrustedDevices(db, link.userId);
      await sessions.revokeAllFor(link.userId);
      await profile.announce(link.userId);
      return { message: SETTINGS_MESSAGES.emailChangeCancelled(from) };
    },
  };
}
