import type { AppDeps } from './deps.js';
import { createRolesService } from './modules/admin/roles.service.js';
import { createCredentialsService } from './modules/auth/credentials.service.js';
import { createProviderLinkService } from './modules/auth/provider-link.service.js';
import { createReauthService } from './modules/auth/reauth.service.js';
import { createSignupService } from './modules/auth/signup.service.js';
import { createVerificationService } from './modules/auth/verification.service.js';
import { createCardsService } from './modules/cards/cards.service.js';
import { createFairnessService } from './modules/fairness/fairness.service.js';
import { createIntegrationsService } from './modules/integrations/integrations.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createOAuthService } from './modules/oauth/oauth.service.js';
import { createSignInDrivers } from './modules/oauth/sign-in-drivers.js';
import { createSteamWebApi } from './modules/oauth/steam-web-api.js';
import { createUnlinkService } from './modules/oauth/unlink.service.js';
import { createObserverReadOnlyHook } from './modules/observer/observer-read-only.js';
import { createObserverService } from './modules/observer/observer.service.js';
import { createAuthGuard } from './modules/sessions/auth-guard.js';
import { createSessionService } from './modules/sessions/sessions.service.js';
import { createAccountDeletionService } from './modules/settings/account-deletion.service.js';
import { createEmailChangeService } from './modules/settings/email-change.service.js';
import { createPictureStore } from './modules/settings/profile-picture.service.js';
import { createProfileService } from './modules/settings/profile.service.js';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.js';
import { createSolanaRpc } from './modules/wallet/solana-rpc.js';
import { createUsdtTransfers } from './modules/wallet/usdt-transfers.service.js';
import { createWalletService } from './modules/wallet/wallet.service.js';

/**
 * The composition root: every service is built here, once, from the app's parts, and the routes, the
 * hooks and the realtime link take theirs from what it returns. A module never builds another's service.
 */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps);
  const steamApi = createSteamWebApi(deps.config.providers);
  const solana = createSolanaRpc(deps.config.solana);
  const twoFactor = createTwoFactorService(deps);
  const credentials = createCredentialsService({ ...deps, sessions });
  const providerLinks = createProviderLinkService({ ...deps, sessions });
  const profile = createProfileService(deps);
  return {
    sessions,
    requireAuth: createAuthGuard(deps),
    observerReadOnly: createObserverReadOnlyHook(deps),
    steamApi,
    solana,
    twoFactor,
    credentials,
    providerLinks,
    signup: createSignupService({ ...deps, sessions }),
    verification: createVerificationService({ ...deps, sessions }),
    reauth: createReauthService({ ...deps, sessions, credentials, twoFactor }),
    oauth: createOAuthService({ ...deps, sessions, providerLinks, drivers: createSignInDrivers({ ...deps, steamApi }) }),
    unlinking: createUnlinkService(deps),
    integrations: createIntegrationsService({ ...deps, steamApi }),
    wallet: createWalletService(deps),
    usdtTransfers: createUsdtTransfers({ ...deps, solana }),
    cards: createCardsService(deps),
    fairness: createFairnessService(deps),
    notifications: createNotificationsService(deps),
    profile,
    pictures: createPictureStore(deps.db),
    emailChange: createEmailChangeService({ ...deps, profile, sessions }),
    deletion: createAccountDeletionService({ ...deps, sessions }),
    roles: createRolesService({ ...deps, sessions }),
    observer: createObserverService({ ...deps, sessions }),
  };
}

export type Services = ReturnType<typeof createServices>;
