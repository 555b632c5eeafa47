import { createBrowserCookie } from '../../lib/browser-cookie.js';
import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerShareRoutes } from './shares.routes.js';
import { revokeGivenShares } from './shares.repo.js';
import { createSharesService } from './shares.service.js';

export interface SharesPorts {
  referrals: Parameters<typeof createSharesService>[1];
  requireAuth: AuthGuard;
}

/** A card shared: its public page and preview, and the referral its link carries. */
export function createSharesModule(platform: Platform, { referrals, requireAuth }: SharesPorts) {
  const shares = createSharesService(platform, referrals);
  return offering(
    {
      name: 'shares',
      routes: (api) => registerShareRoutes(api, { shares, browserCookie: createBrowserCookie(platform.config), requireAuth }),
      handlers: {
        'card.transferred': [{ name: 'the giver’s share link', handle: async (tx, given) => void (await revokeGivenShares(tx, given)) }],
      },
    },
    { shares },
  );
}
