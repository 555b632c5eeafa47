import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { registerHealthRoutes } from './health.routes.js';

/** Whether the app and its database answer, for a load balancer. */
export function createHealthModule(platform: Platform) {
  return { name: 'health', routes: (api) => registerHealthRoutes(api, platform.pingDatabase) } satisfies AppModule;
}
