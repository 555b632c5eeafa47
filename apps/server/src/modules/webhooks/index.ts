export { recordWebhookEvents, type WebhookSubject } from './webhook-events.js';
export { collectionWebhooks } from './card-drawn-webhooks.js';
