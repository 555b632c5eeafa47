import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { OverlaysService } from '../overlays/index.js';
import type { ApiKeyGuard } from '../api-keys/index.js';
import type { AuthGuard } from '../sessions/index.js';
import { loadPlays, playAlerts, playWebhooks, tellOfPlays } from './play-events.js';
import { registerPlayRoutes } from './plays.routes.js';
import { createDocks, createPlaysService, type PlayPorts } from './plays.service.js';

interface Ports extends PlayPorts {
  requireAuth: AuthGuard;
  requireApiKey: ApiKeyGuard;
  userMessages: UserMessages;
  overlays: Pick<OverlaysService, 'queuePlays' | 'usePlays'>;
}

/** Cards played on stream: a collector's plays, their streamer's queue, and what follows each move. */
export function createPlaysModule(platform: Platform, { requireAuth, requireApiKey, userMessages, overlays, ...ports }: Ports) {
  const docks = createDocks();
  const plays = createPlaysService(platform, ports, docks);
  overlays.usePlays(plays.performed);
  return offering(
    {
      name: 'plays',
      routes: (api) => registerPlayRoutes(api, { plays, requireAuth, requireApiKey, db: platform.db }),
      loads: { 'play.changed': loadPlays },
      handlers: { 'play.changed': [tellOfPlays(userMessages, docks), playAlerts(overlays), playWebhooks(platform.jobs)] },
    },
    { plays },
  );
}
