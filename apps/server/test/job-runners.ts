import type { Database } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';
import { createJobRunner, type JobHandler } from '../src/jobs/job-runner.js';
import type { JobQueueName } from '../src/jobs/job-queues.js';

/** A runner of the test's own beside the app's, working only these queues with these handlers; it polls only when told. */
export function runnerFor(db: Database, handlers: Partial<Record<JobQueueName, JobHandler>>, options: { pollMs?: number } = {}) {
  const works = Object.keys(handlers) as JobQueueName[];
  const runner = createJobRunner({ db, log: createLogger('silent'), pollMs: options.pollMs ?? 60_000, works });
  for (const queue of works) runner.handle(queue, handlers[queue]!);
  return runner;
}
