import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { TwoFactorService } from '../two-factor/index.js';
import { registerAuthRoutes, type AuthParts } from './auth.routes.js';
import { createCredentialsService } from './credentials.service.js';
import { sweepPendingSignups } from './pending-signups.js';
import { createProviderLinkService } from './provider-link.service.js';
import { createReauthService } from './reauth.service.js';
import { createSignupService } from './signup.service.js';
import { createVerificationService } from './verification.service.js';

export type AuthPorts = Pick<AuthParts, 'sessions' | 'requireAuth'> & { twoFactor: TwoFactorService };

export function createAuthModule(platform: Platform, { sessions, twoFactor, requireAuth }: AuthPorts) {
  const credentials = createCredentialsService({ ...platform, sessions });
  const parts: AuthParts = {
    sessions,
    requireAuth,
    credentials,
    providerLinks: createProviderLinkService({ ...platform, sessions }),
    signup: createSignupService({ ...platform, sessions }),
    verification: createVerificationService({ ...platform, sessions }),
    reauth: createReauthService({ ...platform, sessions, credentials, twoFactor }),
  };
  return offering(
    {
      name: 'auth',
      routes: (api) => registerAuthRoutes(api, platform, parts),
      sweeps: { signup_temp: sweepPendingSignups },
    },
    { providerLinks: parts.providerLinks },
  );
}
