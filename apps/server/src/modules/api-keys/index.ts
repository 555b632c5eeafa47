export { apiKeyOf, createApiKeyGuard } from './api-key-guard.js';
export type { ApiKeyGuard, RequestApiKey } from './api-key-guard.js';
export { registerApiKeyRoutes } from './api-keys.routes.js';
export { createApiKeysService } from './api-keys.service.js';
export { idempotentWriteOf, once, sendAnswer, sweepIdempotentRequests } from './idempotency.js';
export type { Answer, IdempotentWrite } from './idempotency.js';
