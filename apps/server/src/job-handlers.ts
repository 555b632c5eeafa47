import type { AppDeps } from './deps.js';
import type { Services } from './services.js';

/**
 * Who works each queue of the job runner, in one place (docs/decisions/044); the runner refuses to
 * start while a queue has no handler.
 */
export function handleJobs(deps: AppDeps, services: Services) {
  const { jobs } = deps;
  jobs.handle('mail', deps.mail.job());
  jobs.handle('webhook.spread', services.webhookJobs.spread);
  jobs.handle('webhook.delivery', services.webhookJobs.delivery);
  jobs.handle('earning.decide', services.earning.jobs.decide);
  jobs.handle('earning.reply', services.earning.jobs.reply);
  jobs.handle('earning.tidy', services.earning.jobs.tidy);
  jobs.handle('sweep', deps.sweeper.job());
}
