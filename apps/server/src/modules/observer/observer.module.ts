import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { createObserverReadOnlyHook } from './observer-read-only.js';
import { registerObserverRoutes, type ObserverParts } from './observer.routes.js';
import { createObserverService } from './observer.service.js';

export function createObserverModule(platform: Platform, ports: Omit<ObserverParts, 'observer'>) {
  const parts: ObserverParts = { ...ports, observer: createObserverService({ ...platform, sessions: ports.sessions }) };
  return offering(
    {
      name: 'observer',
      routes: (api) => registerObserverRoutes(api, parts),
    },
    { readOnly: createObserverReadOnlyHook(platform) },
  );
}
