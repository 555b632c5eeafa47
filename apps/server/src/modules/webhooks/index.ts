export { createAddressGuard } from './address-guard.js';
export { createWebhookJobs } from './webhook-jobs.js';
export { registerWebhookRoutes } from './webhooks.routes.js';
export { createWebhooksService } from './webhooks.service.js';
export { sweepWebhookDeliveries } from './webhooks.repo.js';
export { cardDrawnWebhooks } from './card-drawn-webhooks.js';
export { recordWebhookEvents, type WebhookSubject } from './webhook-events.js';
