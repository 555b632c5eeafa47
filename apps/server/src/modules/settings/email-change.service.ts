import { and, eq, inArray, sql } from 'drizzle-orm';
import { EMAIL_BOUND_PROVIDERS, EMAIL_CHANGE_LINK_TTL_MS } from '@arcana/shared';
import type { AppDeps } from '../../deps.js';
import { identities, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.js';
import type { ClientInfo } from '../auth/sessions.service.js';
import { findUserByEmail, type UserRow } from '../users/users.repo.js';
import type { createProfileService } from './profile.service.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config' | 'rateLimiter' | 'bus'> & { profile: ReturnType<typeof createProfileService> };

/**
 * A new address takes effect only from a link sent to it (24 h), so nobody can claim an inbox they
 * do not read. Discord and Google sign-ins are tied to the old address and are unlinked.
 */
export function createEmailChangeService({ db, mail, config, rateLimiter, bus, profile }: Deps) {
  const taken = async (email: string, userId: string) => {
    const owner = await findUserByEmail(db, email);
    return Boolean(owner && owner.id !== userId);
  };

  return {
    async request(user: UserRow, email: string, client: ClientInfo) {
      if (email === user.email) throw badRequest('VALIDATION_ERROR', SETTINGS_MESSAGES.sameEmail);
      await rateLimiter.hit('email-change', config.rateLimits.resendVerification, user.id, client.ip);
      if (await taken(email, user.id)) throw conflict('EMAIL_TAKEN', SETTINGS_MESSAGES.emailTaken);
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
      // The pending address shows in the user (auth.email.pendingChanges) on every device.
      await profile.announce(user.id);
      return { message: SETTINGS_MESSAGES.emailChangeSent(email) };
    },

    async confirm(token: string) {
      const link = await consumeOneTimeToken(db, 'email_change', token, SETTINGS_MESSAGES.emailChangeLink);
      const email = String(link.payload.email);
      try {
        await db.transaction(async (tx) => {
          // The link proves the new inbox is theirs: the address is verified as it is set.
          await tx
            .update(users)
            .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, link.userId));
          await tx
            .delete(identities)
            .where(and(eq(identities.userId, link.userId), inArray(identities.provider, [...EMAIL_BOUND_PROVIDERS])));
        });
      } catch (error) {
        // Someone signed up with the address between the request and the click.
        if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', SETTINGS_MESSAGES.emailTaken);
        throw error;
      }
      await bus.emit('accountChanged', { userId: link.userId, changeType: 'emailChanged' });
      await profile.announce(link.userId);
      return { message: SETTINGS_MESSAGES.emailChanged };
    },
  };
}
