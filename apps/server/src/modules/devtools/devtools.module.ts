import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { registerDevtoolsRoutes, type DevtoolsParts } from './devtools.routes.js';

/** The developer tools' widgets, for admins, and a developer's test notification. */
export function createDevtoolsModule(platform: Platform, parts: DevtoolsParts) {
  return { name: 'devtools', routes: (api) => registerDevtoolsRoutes(api, platform, parts) } satisfies AppModule;
}
