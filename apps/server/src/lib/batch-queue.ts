/** A request in a queue, and how its caller hears the outcome. */
export interface Waiting<Request, Outcome> {
  request: Request;
  settle: (outcome: Outcome) => void;
  fail: (error: unknown) => void;
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
 * other.
 */
export function createBatchQueue<Request, Outcome, Carried = never>(maxBatch: number, write: WriteBatch<Request, Outcome, Carried>) {
  const queues = new Map<string, Array<Waiting<Request, Outcome>>>();

  async function drain(key: string, queue: Array<Waiting<Request, Outcome>>) {
    let carried: Carried | undefined;
    for (let batch = queue.splice(0, maxBatch); batch.length > 0; batch = queue.splice(0, maxBatch)) {
      try {
        carried = await write(key, batch, carried);
      } catch (error) {
        batch.forEach((waiting) => waiting.fail(error));
        carried = undefined;
      }
    }
    queues.delete(key);
  }

  return (key: string, request: Request): Promise<Outcome> =>
    new Promise((settle, fail) => {
      const waiting = { request, settle, fail };
      const queue = queues.get(key);
      if (queue) return void queue.push(waiting);
      const started = [waiting];
      queues.set(key, started);
      void drain(key, started);
    });
}
