import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerProfileRoutes } from './profiles.routes.js';
import { dropGivenCards } from './profiles.repo.js';
import { createProfilesService } from './profiles.service.js';

/** Collectors' public profiles: opt-in, and previewed where their link is posted. */
export function createProfilesModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const profiles = createProfilesService(platform);
  return offering(
    {
      name: 'profiles',
      routes: (api) => registerProfileRoutes(api, { profiles, requireAuth }),
      handlers: {
        'card.transferred': [{ name: 'the giver’s profile', handle: async (tx, given) => void (await dropGivenCards(tx, given)) }],
      },
    },
    { profiles },
  );
}
