import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { Draws } from '../draws/index.js';
import type { AuthGuard } from '../sessions/index.js';
import { badgeAlerts, badgeWebhooks, loadBadgeCrafts, type BadgeOverlay } from './badge-events.js';
import { registerCraftingRoutes } from './crafting.routes.js';
import { createCraftingService } from './crafting.service.js';

/** The Forge's Craft tab: dismantling, crafting, fusing and badges, and what follows a badge. */
interface Ports {
  draws: Draws;
  requireAuth: AuthGuard;
  overlays: BadgeOverlay;
}

export function createCraftingModule(platform: Platform, { draws, requireAuth, overlays }: Ports) {
  const crafting = createCraftingService({ ...platform, draws });
  return offering(
    {
      name: 'crafting',
      routes: (api) => registerCraftingRoutes(api, { crafting, requireAuth }),
      loads: { 'badge.crafted': loadBadgeCrafts },
      handlers: { 'badge.crafted': [badgeAlerts(overlays), badgeWebhooks(platform.jobs)] },
    },
    { crafting },
  );
}
