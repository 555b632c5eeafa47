import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from './dispatcher.js';

/** The request under way, if any: whether it recorded events for the outbox. */
const requests = new AsyncLocalStorage<{ recorded: boolean }>();

/** Marks the request under way (if this runs in one) as owing its answer's wait for its after-effects. */
export function noteEventsRecorded(): void {
  const request = requests.getStore();
  if (request) request.recorded = true;
}

/**
 * A request that recorded events is answered once the outbox has carried them out, as a tab expects
 * (its bell, its alert: docs/decisions/043), waiting no longer than `afterEffects` allows; one that
 * recorded none is answered at once. One hook for every route, so no answer forgets its wait.
 */
export function answersWaitForAfterEffects(app: FastifyInstance, outbox: Pick<Dispatcher, 'afterEffects'>): void {
  app.addHook('onRequest', (_request, _reply, done) => requests.run({ recorded: false }, done));
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (requests.getStore()?.recorded) await outbox.afterEffects();
    return payload;
  });
}
