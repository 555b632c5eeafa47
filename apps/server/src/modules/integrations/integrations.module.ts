import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerIntegrationRoutes } from './integrations.routes.js';
import { createIntegrationsService } from './integrations.service.js';
import { createSteamWebApi } from './steam-web-api.js';

export function createIntegrationsModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const steamApi = createSteamWebApi(platform.config.providers);
  const integrations = createIntegrationsService({ ...platform, steamApi });
  return offering(
    {
      name: 'integrations',
      routes: (api) => registerIntegrationRoutes(api, platform, { integrations, requireAuth }),
      handlers: { 'identity.linked': [integrations.checkOnLink] },
    },
    { steamApi },
  );
}
