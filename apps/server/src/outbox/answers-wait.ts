import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { JobQueueName } from '../jobs/job-queues.js';
import type { Dispatcher } from './dispatcher.js';

/** The request under way, if any: whether it recorded events for the outbox, and which queues it owed jobs. */
const requests = new AsyncLocalStorage<{ recorded: boolean; queues: Set<JobQueueName> }>();

/** Marks the request under way (if this runs in one) as owing its answer's wait for its after-effects. */
export function noteEventsRecorded(): void {
  const request = requests.getStore();
  if (request) request.recorded = true;
}

/** Marks the request under way (if this runs in one) as owing a job of the queue: its runner is woken as it answers. */
export function noteJobsOwed(queue: JobQueueName): void {
  requests.getStore()?.queues.add(queue);
}

/**
 * Runs work outside a request (a job's attempt) and says which queues it owed jobs to, so that the
 * runner wakes them once the attempt is done: a job that owes another never waits for a poll.
 */
export async function collectingOwedJobs(work: () => Promise<void>): Promise<Set<JobQueueName>> {
  const store = { recorded: false, queues: new Set<JobQueueName>() };
  await requests.run(store, work);
  return store.queues;
}

/**
 * A request that recorded events is answered once the outbox has carried them out, as a tab expects
 * (its bell, its alert: docs/decisions/043), waiting no longer than `afterEffects` allows; one that
 * recorded none is answered at once. The jobs it owed are started as it answers, rather than at the
 * runner's next look. One hook for every route, so no answer forgets either.
 */
export function answersWaitForAfterEffects(
  app: FastifyInstance,
  outbox: Pick<Dispatcher, 'afterEffects'>,
  jobs: { wake(queue: JobQueueName): void },
): void {
  app.addHook('onRequest', (_request, _reply, done) => requests.run({ recorded: false, queues: new Set() }, done));
  app.addHook('onSend', async (_request, _reply, payload) => {
    const request = requests.getStore();
    if (request?.recorded) await outbox.afterEffects();
    request?.queues.forEach((queue) => jobs.wake(queue));
    return payload;
  });
}
