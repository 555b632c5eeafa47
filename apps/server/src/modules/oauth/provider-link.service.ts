import { eq } from 'drizzle-orm';
import { PROVIDER_LABELS, type TProvider } from '@arcana/shared';
import { signupTemp } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { consumeOneTimeToken } from '../../lib/one-time-tokens.js';
import type { SessionService } from '../../lib/sessions.js';
import { findIdentity, findUserIdentity, insertIdentity } from '../users/identities.repo.js';
import { markEmailVerified } from '../users/users.repo.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';

type Deps = Pick<AppDeps, 'db' | 'bus'> & { sessions: SessionService };

interface WaitingLink {
  providerUserId: string;
  account: Record<string, unknown>;
}

/**
 * The second half of a sign-in whose address already had an account (the `-link` pending signup):
 * the mailed link proves the inbox, so the provider joins that account. All or nothing.
 */
export function createProviderLinkService({ db, bus, sessions }: Deps) {
  return {
    async verifyProvider(token: string, provider: TProvider, client: ClientInfo) {
      const label = PROVIDER_LABELS[provider];
      const { userId, session } = await db.transaction(async (tx) => {
        const link = await consumeOneTimeToken(tx, 'verify_provider', token, OAUTH_MESSAGES.providerLink);
        if (link.payload.provider !== provider) throw badRequest('LINK_INVALID', OAUTH_MESSAGES.providerLink.invalid);
        const [pending] = await tx
          .delete(signupTemp)
          .where(eq(signupTemp.id, String(link.payload.pendingId)))
          .returning({ data: signupTemp.data });
        if (!pending) throw badRequest('LINK_EXPIRED', OAUTH_MESSAGES.providerLink.expired);
        const waiting = pending.data as unknown as WaitingLink;
        const existing = await findIdentity(tx, provider, waiting.providerUserId);
        if (existing && existing.userId !== link.userId) throw conflict('PROVIDER_ACCOUNT_TAKEN', OAUTH_MESSAGES.accountTaken(label));
        if (!existing) {
          if (await findUserIdentity(tx, link.userId, provider))
            throw conflict('PROVIDER_ALREADY_LINKED', OAUTH_MESSAGES.alreadyLinked(label));
          await insertIdentity(tx, { userId: link.userId, provider, providerUserId: waiting.providerUserId, data: waiting.account });
        }
        // The link went to the address: whoever opened it holds the inbox.
        await markEmailVerified(tx, link.userId);
        // It proves the inbox, not presence: no sudo window (as the e-mail verification link).
        return { userId: link.userId, session: await sessions.start(link.userId, client, { proven: false }, tx) };
      });
      await bus.emit('accountChanged', { userId, changeType: 'providerLinked', provider });
      return { ...session, isNewUserVerification: false, message: OAUTH_MESSAGES.verified(label) };
    },
  };
}
