import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { PictureStore } from '../pictures/index.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import { createAccountDeletionService } from './account-deletion.service.js';
import { createEmailChangeService } from './email-change.service.js';
import { createProfileService } from './profile.service.js';
import { registerSettingsRoutes, type SettingsParts } from './settings.routes.js';

export interface SettingsPorts {
  sessions: SessionService;
  pictures: PictureStore;
  requireAuth: AuthGuard;
}

/** The account's own settings: profile, picture, e-mail change, deletion. */
export function createSettingsModule(platform: Platform, { sessions, pictures, requireAuth }: SettingsPorts) {
  const parts: SettingsParts = {
    requireAuth,
    pictures,
    profile: createProfileService(platform),
    emailChange: createEmailChangeService({ ...platform, sessions }),
    deletion: createAccountDeletionService({ ...platform, sessions }),
  };
  return { name: 'settings', routes: (api) => registerSettingsRoutes(api, platform, parts) } satisfies AppModule;
}
