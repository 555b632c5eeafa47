import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { registerMetricsRoutes } from './metrics.routes.js';

/** This instance's figures, for Prometheus, when a token is set; each card drawn counted. */
export function createMetricsModule(platform: Platform) {
  return {
    name: 'metrics',
    routes: (api) => registerMetricsRoutes(api, platform),
    handlers: {
      'card.drawn': [{ name: 'the count', handle: async (_tx, drawn) => () => drawn.forEach(() => platform.metrics.countCardCollected()) }],
    },
  } satisfies AppModule;
}
