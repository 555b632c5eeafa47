import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { createApiKeyGuard } from './api-key-guard.js';
import { registerApiKeyRoutes } from './api-keys.routes.js';
import { createApiKeysService } from './api-keys.service.js';
import { sweepIdempotentRequests } from './idempotency.js';

/** A project's keys for its game servers, the guard that checks them, and the answers kept for retried writes. */
export function createApiKeysModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const apiKeys = createApiKeysService(platform);
  return offering(
    {
      name: 'api-keys',
      routes: (api) => registerApiKeyRoutes(api, platform, { apiKeys, requireAuth }),
      sweeps: { idempotent_requests: sweepIdempotentRequests },
    },
    { requireApiKey: createApiKeyGuard(platform) },
  );
}
