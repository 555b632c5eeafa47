import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerOverlayRoutes } from './overlays.routes.js';
import { createOverlaysService } from './overlays.service.js';

/** A project's stream overlay: its secret address, its queue of alerts kept on the server, its page's feed. */
export function createOverlaysModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const overlays = createOverlaysService(platform);
  return offering(
    {
      name: 'overlays',
      routes: (api) => registerOverlayRoutes(api, platform, { overlays, requireAuth }),
      handlers: {
        'card.drawn': [overlays.drawAlerts()],
        'draws.granted': [overlays.grantAlerts()],
        'project.suspended': [overlays.suspensions()],
      },
    },
    { overlays },
  );
}
