import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerFairnessRoutes } from './fairness.routes.js';
import { createFairnessService } from './fairness.service.js';

/** The proofs of draws: seeds shown, revealed and rotated, a card's draw checked by anyone. */
export function createFairnessModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const fairness = createFairnessService(platform);
  return { name: 'fairness', routes: (api) => registerFairnessRoutes(api, { fairness, requireAuth }) } satisfies AppModule;
}
