import { noteAfterEffects, nothingOwed, owing, type OwedAfterEffects } from '../outbox/answers-wait.js';

/** A request in a queue, and how its caller hears the outcome. */
export interface Waiting<Request, Outcome> {
  request: Request;
  settle: (outcome: Outcome) => void;
  fail: (error: unknown) => void;
}

interface Queued<Request, Outcome> extends Waiting<Request, Outcome> {
  /** What the batch it went in owed (events recorded, jobs), for its own request to owe too. */
  owed?: OwedAfterEffects;
}

/**
 * Writes a batch, settling each of its requests, and answers what the next batch of the same key may
 * carry on from (undefined: nothing; it starts afresh).
 */
export type WriteBatch<Request, Outcome, Carried> = (
  key: string,
  batch: Array<Waiting<Request, Outcome>>,
  carried: Carried | undefined,
) => Promise<Carried | undefined>;

/**
 * Requests written one batch at a time per key (docs/decisions/019, 030): the ones that arrive while a
 * batch of their key is being written wait, then go together, up to `maxBatch` at once. A batch whose
 * write throws fails whole, and the next one carries nothing on. Different keys never wait for each
 * other. A batch is written apart from the request that happened to start it, and each request it
 * answers owes its after-effects: its answer waits for them as if it had written alone.
 */
export function createBatchQueue<Request, Outcome, Carried = never>(maxBatch: number, write: WriteBatch<Request, Outcome, Carried>) {
  const queues = new Map<string, Array<Queued<Request, Outcome>>>();

  async function drain(key: string, queue: Array<Queued<Request, Outcome>>) {
    let carried: Carried | undefined;
    for (let batch = queue.splice(0, maxBatch); batch.length > 0; batch = queue.splice(0, maxBatch)) {
      try {
        // Shared before the write: a request hears its outcome (and owes this) before the write returns.
        const owed = nothingOwed();
        batch.forEach((waiting) => (waiting.owed = owed));
        carried = await owing(owed, () => write(key, batch, carried));
      } catch (error) {
        batch.forEach((waiting) => waiting.fail(error));
        carried = undefined;
      }
    }
    queues.delete(key);
  }

  return async (key: string, request: Request): Promise<Outcome> => {
    let waiting!: Queued<Request, Outcome>;
    const outcome = new Promise<Outcome>((settle, fail) => (waiting = { request, settle, fail }));
    const queue = queues.get(key);
    if (queue) queue.push(waiting);
    else {
      queues.set(key, [waiting]);
      void drain(key, queues.get(key)!);
    }
    const answer = await outcome;
    if (waiting.owed) noteAfterEffects(waiting.owed);
    return answer;
  };
}
