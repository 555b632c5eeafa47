import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { sweepLinkCodes } from './player-links.repo.js';
import { registerPlayerLinkRoutes, type PlayerLinksParts } from './player-links.routes.js';
import { createPlayerLinksService } from './player-links.service.js';

/** A game's players linked to Arcana accounts by a short code their game shows. */
export function createPlayerLinksModule(platform: Platform, ports: Omit<PlayerLinksParts, 'playerLinks'>) {
  const parts: PlayerLinksParts = { ...ports, playerLinks: createPlayerLinksService(platform) };
  return {
    name: 'player-links',
    routes: (api) => registerPlayerLinkRoutes(api, parts),
    sweeps: { player_link_codes: sweepLinkCodes },
  } satisfies AppModule;
}
