import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { OAuthService } from '../oauth/index.js';
import type { AuthGuard, SessionService } from '../sessions/index.js';
import { registerAdminRoutes, type AdminParts } from './admin.routes.js';
import { promoteConfiguredAdmins } from './configured-admins.js';
import { createRolesService } from './roles.service.js';

export interface AdminPorts {
  sessions: SessionService;
  oauth: OAuthService;
  requireAuth: AuthGuard;
}

/** Users managed by admins, the system's settings, failed work retried; the configured admins promoted at start. */
export function createAdminModule(platform: Platform, { sessions, oauth, requireAuth }: AdminPorts) {
  const parts: AdminParts = { roles: createRolesService({ ...platform, sessions }), oauth, requireAuth };
  return {
    name: 'admin',
    routes: (api) => registerAdminRoutes(api, platform, parts),
    onReady: () => promoteConfiguredAdmins({ ...platform, sessions }),
  } satisfies AppModule;
}
