export { apiKeyOf } from './api-key-guard.js';
export type { ApiKeyGuard, RequestApiKey } from './api-key-guard.js';
export { claimKeys, idempotentWriteOf, keepAnswers, keyReused, once, releaseKeys, sendAnswer } from './idempotency.js';
export type { Answer, IdempotentWrite } from './idempotency.js';
