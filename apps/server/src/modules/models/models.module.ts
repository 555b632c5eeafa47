import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { createCardModels } from './card-models.js';
import { registerModelRoutes, type ModelsParts } from './models.routes.js';

/** Cards in 3D: each card's model, built once and kept, for its owner and for its shared page. */
export function createModelsModule(platform: Platform, ports: Omit<ModelsParts, 'models'>) {
  const parts: ModelsParts = { ...ports, models: createCardModels(platform.db) };
  return { name: 'models', routes: (api) => registerModelRoutes(api, platform, parts) } satisfies AppModule;
}
