/**
 * Every table, as its owner defines it in its own schema.ts: the one place the database client, the
 * migrations and the tests read the whole schema from.
 */
export * from '../jobs/schema.js';
export * from '../lib/schema.js';
export * from '../modules/admin/schema.js';
export * from '../modules/api-keys/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/crafting/schema.js';
export * from '../modules/draws/schema.js';
export * from '../modules/integrations/schema.js';
export * from '../platform/mail/schema.js';
export * from '../modules/notifications/schema.js';
export * from '../modules/overlays/schema.js';
export * from '../modules/pictures/schema.js';
export * from '../modules/player-links/schema.js';
export * from '../modules/plays/schema.js';
export * from '../modules/profiles/schema.js';
export * from '../modules/projects/schema.js';
export * from '../platform/rate-limit/schema.js';
export * from '../modules/rewards/schema.js';
export * from '../modules/sessions/schema.js';
export * from '../modules/shares/schema.js';
export * from '../modules/trading/schema.js';
export * from '../modules/two-factor/schema.js';
export * from '../modules/users/schema.js';
export * from '../modules/wallet/schema.js';
export * from '../modules/webhooks/schema.js';
export * from '../outbox/schema.js';
export * from '../realtime/schema.js';
