import type { AppDeps } from './deps.js';
import { createBrowserCookie } from './lib/browser-cookie.js';
import { createRolesService } from './modules/admin/index.js';
import { createApiKeyGuard, createApiKeysService } from './modules/api-keys/index.js';
import {
  createCredentialsService,
  createProviderLinkService,
  createReauthService,
  createSignupService,
  createVerificationService,
} from './modules/auth/index.js';
import { createCardsService } from './modules/cards/index.js';
import { createFairnessService } from './modules/fairness/index.js';
import { createIntegrationsService, createSteamWebApi } from './modules/integrations/index.js';
import { createNotificationPreferences, createNotificationsService } from './modules/notifications/index.js';
import { createOAuthService, createSignInDrivers, createUnlinkService } from './modules/oauth/index.js';
import { createObserverReadOnlyHook, createObserverService } from './modules/observer/index.js';
import { createCardModels } from './modules/models/index.js';
import { createOverlaysService } from './modules/overlays/index.js';
import { createAuthGuard, createSessionService } from './modules/sessions/index.js';
import { createSharesService } from './modules/shares/index.js';
import { createAccountDeletionService, createEmailChangeService, createProfileService } from './modules/settings/index.js';
import { createPictureStore } from './modules/pictures/index.js';
import { createPlayerLinksService } from './modules/player-links/index.js';
import { createProjectsService, createReviewService } from './modules/projects/index.js';
import { createEarning, createRulesService } from './modules/rewards/index.js';
import { createTwoFactorService } from './modules/two-factor/index.js';
import { createAddressGuard, createWebhookJobs, createWebhooksService } from './modules/webhooks/index.js';
import { createUserMessages } from './realtime/kept-messages.js';
import { createPayoutWallets, createSolanaRpc, createUsdtTransfers, createWalletService } from './modules/wallet/index.js';

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
  const earning = createEarning(deps, steamApi);
  const addressGuard = createAddressGuard(deps.config.webhooks);
  return {
    sessions,
    requireAuth: createAuthGuard(deps),
    browserCookie: createBrowserCookie(deps.config),
    requireApiKey: createApiKeyGuard(deps),
    apiKeys: createApiKeysService(deps),
    playerLinks: createPlayerLinksService(deps),
    observerReadOnly: createObserverReadOnlyHook(deps),
    steamApi,
    solana,
    twoFactor,
    credentials,
    providerLinks,
    signup: createSignupService({ ...deps, sessions }),
    verification: createVerificationService({ ...deps, sessions }),
    reauth: createReauthService({ ...deps, sessions, credentials, twoFactor }),
    oauth: createOAuthService({
      ...deps,
      sessions,
      providerLinks,
      drivers: createSignInDrivers({ ...deps, steamApi }),
      channels: earning.twitch,
    }),
    unlinking: createUnlinkService(deps),
    integrations: createIntegrationsService({ ...deps, steamApi }),
    wallet: createWalletService(deps),
    usdtTransfers: createUsdtTransfers({ ...deps, solana }),
    cards: createCardsService(deps),
    fairness: createFairnessService(deps),
    projects: createProjectsService(deps),
    rules: createRulesService(deps, earning.twitch),
    earning,
    twitch: earning.twitch,
    claims: earning.claims,
    referrals: earning.referrals,
    donations: earning.donations,
    payoutWallets: createPayoutWallets(deps),
    overlays: createOverlaysService(deps),
    models: createCardModels(deps.db),
    shares: createSharesService(deps, earning.referrals),
    eventSub: earning.eventSub,
    review: createReviewService(deps),
    notifications: createNotificationsService(deps),
    notificationPreferences: createNotificationPreferences(deps),
    profile,
    pictures: createPictureStore(deps.db),
    emailChange: createEmailChangeService({ ...deps, sessions }),
    deletion: createAccountDeletionService({ ...deps, sessions }),
    roles: createRolesService({ ...deps, sessions }),
    observer: createObserverService({ ...deps, sessions }),
    webhookJobs: createWebhookJobs(deps, addressGuard),
    webhooks: createWebhooksService(deps, addressGuard),
    /** What the outbox's handlers keep for users' sockets, sent once the realtime link is attached. */
    userMessages: createUserMessages(),
  };
}

export type Services = ReturnType<typeof createServices>;
