export { recordWebhookEvents, type WebhookSubject } from './webhook-events.js';
