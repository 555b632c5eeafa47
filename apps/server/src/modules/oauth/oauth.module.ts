import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { ProviderLinkService } from '../auth/index.js';
import type { SteamWebApi } from '../integrations/index.js';
import type { TwitchService } from '../rewards/index.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import { registerOAuthRoutes, type OAuthParts } from './oauth.routes.js';
import { createOAuthService } from './oauth.service.js';
import { createSignInDrivers } from './sign-in-drivers.js';
import { createUnlinkService } from './unlink.service.js';

export interface OAuthPorts {
  sessions: SessionService;
  providerLinks: ProviderLinkService;
  steamApi: SteamWebApi;
  twitch: TwitchService;
  requireAuth: AuthGuard;
}

/** Signing in and linking with Discord, Google, Twitch and Steam; a project's Twitch channel connected. */
export function createOAuthModule(platform: Platform, { sessions, providerLinks, steamApi, twitch, requireAuth }: OAuthPorts) {
  const oauth = createOAuthService({
    ...platform,
    sessions,
    providerLinks,
    drivers: createSignInDrivers({ ...platform, steamApi }),
    channels: twitch,
  });
  const parts: OAuthParts = { oauth, unlinking: createUnlinkService(platform), twitch, requireAuth };
  return offering({ name: 'oauth', routes: (api) => registerOAuthRoutes(api, platform, parts) }, { oauth });
}
