export { WebhooksPanel } from './WebhooksPanel';
