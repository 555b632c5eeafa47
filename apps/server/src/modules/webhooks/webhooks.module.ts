import { WEBHOOK_LIMITS } from '@arcana/shared';
import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { createAddressGuard } from './address-guard.js';
import { cardDrawnWebhooks } from './card-drawn-webhooks.js';
import { createWebhookJobs } from './webhook-jobs.js';
import { sweepWebhookDeliveries } from './webhooks.repo.js';
import { registerWebhookRoutes } from './webhooks.routes.js';
import { createWebhooksService } from './webhooks.service.js';

/** A project's signed webhooks: endpoints, the events spread to them, and deliveries retried on a schedule. */
export function createWebhooksModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const guard = createAddressGuard(platform.config.webhooks);
  const jobs = createWebhookJobs(platform, guard);
  const webhooks = createWebhooksService(platform, guard);
  return {
    name: 'webhooks',
    routes: (api) => registerWebhookRoutes(api, platform, { webhooks, requireAuth }),
    handlers: {
      'card.drawn': [cardDrawnWebhooks(platform.jobs)],
      // Its `draws.granted` webhook is recorded with the decision (a test-mode event has one and no grant): spread at once.
      'draws.granted': [{ name: 'the webhook', handle: async () => () => platform.jobs.wake('webhook.spread') }],
    },
    jobs: { 'webhook.spread': jobs.spread, 'webhook.delivery': jobs.delivery },
    sweeps: { webhook_deliveries: sweepWebhookDeliveries(WEBHOOK_LIMITS.deliveryDays) },
  } satisfies AppModule;
}
