import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { JobQueueName } from '../jobs/job-queues.js';
import type { Dispatcher } from './dispatcher.js';

/** What a piece of work owed: whether it recorded events for the outbox, and which queues it owed jobs. */
export interface OwedAfterEffects {
  recorded: boolean;
  queues: Set<JobQueueName>;
}

/** The request under way, if any, and what it owes. */
const requests = new AsyncLocalStorage<OwedAfterEffects>();

/** Nothing owed yet. */
export const nothingOwed = (): OwedAfterEffects => ({ recorded: false, queues: new Set() });

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
 * Runs work apart from the request under way, noting what it owes in `owed`: a job's attempt (its
 * runner wakes the queues it owed once it is done), or a batch written for several requests (each of
 * them owes it).
 */
export const owing = <T>(owed: OwedAfterEffects, work: () => Promise<T>): Promise<T> => requests.run(owed, work);

/** The request under way owes what a batch written for it owed. */
export function noteAfterEffects({ recorded, queues }: OwedAfterEffects): void {
  if (recorded) noteEventsRecorded();
  queues.forEach(noteJobsOwed);
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
  app.addHook('onRequest', (_request, _reply, done) => requests.run(nothingOwed(), done));
  app.addHook('onSend', async (_request, _reply, payload) => {
    const request = requests.getStore();
    if (request?.recorded) await outbox.afterEffects();
    request?.queues.forEach((queue) => jobs.wake(queue));
    return payload;
  });
}
