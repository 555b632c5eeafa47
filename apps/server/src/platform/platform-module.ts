import { sweepDeadJobs } from '../jobs/jobs.repo.js';
import { sweepRequestReceipts } from '../lib/request-receipts.js';
import { sweepSpentTokens } from '../lib/spent-tokens.js';
import { sweepDomainEvents } from '../outbox/domain-events.repo.js';
import type { AppModule } from './app-module.js';
import { sweepSentMail } from './mail/index.js';
import type { Platform } from './platform.js';
import { sweepRateLimits } from './rate-limit/index.js';

/** The platform's own work: mail sent, the sweep run, and its own short-lived tables swept. */
export function createPlatformModule(platform: Platform) {
  const longestRateLimitWindowS = Math.max(...Object.values(platform.config.rateLimits).map((rule) => rule.windowSeconds));
  return {
    name: 'platform',
    jobs: { mail: platform.mail.job(), sweep: platform.sweeper.job() },
    sweeps: {
      rate_limits: sweepRateLimits(longestRateLimitWindowS),
      request_receipts: sweepRequestReceipts,
      spent_tokens: sweepSpentTokens,
      mail_outbox: sweepSentMail,
      domain_events: sweepDomainEvents,
      jobs: sweepDeadJobs,
    },
  } satisfies AppModule;
}
