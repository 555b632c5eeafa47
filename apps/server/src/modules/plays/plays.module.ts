import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { AuthGuard } from '../sessions/index.js';
import { loadPlays, tellOfPlays } from './play-events.js';
import { registerPlayRoutes } from './plays.routes.js';
import { createPlaysService, type PlayPorts } from './plays.service.js';

/** Cards played on stream: a collector's plays, their streamer's queue, and what follows each move. */
export function createPlaysModule(
  platform: Platform,
  { requireAuth, userMessages, ...ports }: PlayPorts & { requireAuth: AuthGuard; userMessages: UserMessages },
) {
  const plays = createPlaysService(platform, ports);
  return offering(
    {
      name: 'plays',
      routes: (api) => registerPlayRoutes(api, { plays, requireAuth }),
      loads: { 'play.changed': loadPlays },
      handlers: { 'play.changed': [tellOfPlays(userMessages)] },
    },
    { plays },
  );
}
