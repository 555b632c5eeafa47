import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { Draws } from '../draws/index.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerCardRoutes } from './cards.routes.js';
import { createCardsService } from './cards.service.js';
import { loadDrawnCards, tellOwner } from './drawn-cards.js';

export interface CardsPorts {
  draws: Draws;
  userMessages: UserMessages;
  requireAuth: AuthGuard;
}

/** A collector's cards: collecting from the house, the inventory, seeing them; a drawn card's word to its owner's tabs. */
export function createCardsModule(platform: Platform, { draws, userMessages, requireAuth }: CardsPorts) {
  const cards = createCardsService({ ...platform, draws });
  return {
    name: 'cards',
    routes: (api) => registerCardRoutes(api, platform, { cards, requireAuth }),
    loads: { 'card.drawn': loadDrawnCards },
    handlers: { 'card.drawn': [tellOwner(userMessages)] },
  } satisfies AppModule;
}
