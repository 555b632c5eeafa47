import { LINKABLE_PROVIDERS, LOGIN_PROVIDERS, PROVIDER_LABELS, signInMethods, type TLinkableProvider } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { requireRecentProof, type RequestAuth } from '../sessions/index.js';
import { deleteUserIdentity, linkedProviders, lockUser, providersOf } from '../users/index.js';
import { forgetIntegration } from '../integrations/index.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';

const isLinkable = (provider: string): provider is TLinkableProvider => (LINKABLE_PROVIDERS as readonly string[]).includes(provider);
const isSignIn = (provider: string) => (LOGIN_PROVIDERS as readonly string[]).includes(provider);

/** Unlinking keeps one way in (docs/product-rules.md "Social sign-in"): the e-mail method stays, and the last sign-in method too. */
export function createUnlinkService({ db, config }: Pick<Platform, 'db' | 'config'>) {
  return {
    async unlink(auth: RequestAuth, provider: string) {
      if (provider === 'email') throw badRequest('EMAIL_PROVIDER_PERMANENT', OAUTH_MESSAGES.emailPermanent);
      if (!isLinkable(provider)) throw badRequest('PROVIDER_DISABLED', OAUTH_MESSAGES.invalidProvider);
      const label = PROVIDER_LABELS[provider];
      // Taking a way in away from an account is sensitive; an integration is not one.
      if (isSignIn(provider)) requireRecentProof(auth, config.reauthWindowSeconds);
      await db.transaction(async (tx) => {
        // Two unlinks at once must not both see the other's method still there.
        const user = await lockUser(tx, auth.user.id);
        const providers = await linkedProviders(tx, auth.user.id);
        if (!providers.includes(provider)) throw notFound('PROVIDER_NOT_LINKED', OAUTH_MESSAGES.notLinked(label));
        const methods = user ? signInMethods(providersOf(user, providers)) : [];
        if (isSignIn(provider) && methods.length <= 1) throw conflict('LAST_SIGN_IN_METHOD', OAUTH_MESSAGES.lastMethod);
        await deleteUserIdentity(tx, auth.user.id, provider);
        await forgetIntegration(tx, auth.user.id, provider);
      });
      return { message: OAUTH_MESSAGES.unlinked(label) };
    },
  };
}
