import { VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { ago } from '../../lib/sweep.js';
import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import { tellTabsOfChanges } from './account-changed.js';
import { tellTabsOfLinks } from './identity-linked.js';
import { createProfileCache } from './profile-cache.js';
import { deleteAbandonedAccounts } from './users.repo.js';

export function createUsersModule(platform: Platform, { userMessages }: { userMessages: UserMessages }) {
  return offering(
    {
      name: 'users',
      handlers: { 'identity.linked': [tellTabsOfLinks(userMessages)], 'account.changed': [tellTabsOfChanges(userMessages)] },
      // Accounts nobody verified, once their link has expired.
      sweeps: { unverified_users: (tx) => deleteAbandonedAccounts(tx, ago(VERIFICATION_LINK_TTL_MS)) },
    },
    { profileCache: createProfileCache(platform.profileChanges) },
  );
}
