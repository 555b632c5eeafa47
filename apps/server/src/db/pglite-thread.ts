import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createLiveness } from './liveness.js';

export type WorkerRequest =
  | { op: 'query'; id: number; txId?: number; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { op: 'begin'; id: number; txId: number }
  | { op: 'end'; id: number; txId: number; commit: boolean }
  | { op: 'ping'; id: number }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'close'; id: number };

export type WorkerReply =
  | { id: number; ok: true; result: QueryResult; end?: boolean }
  | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> }; end?: boolean };

/** A notification on a channel the client listens to; it reaches the client before the reply of the statement that sent it. */
export interface WorkerNotification {
  notification: { channel: string; payload: string };
}

interface QueryResult {
  rows: unknown[];
  fields: unknown[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite driver calls on its client: query and transaction. */
export interface PgliteThreadClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(callback: (tx: Pick<PgliteThreadClient, 'query'>) => Promise<T>): Promise<T>;
  /** Calls `onPayload` with each notification on `channel` (LISTEN), in order with the replies. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Resolves while the database thread answers (db/liveness.ts). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Compiled (apps/server/dist), the worker is plain JavaScript beside main.js. Run from source (npm run dev,
 * tests), this module is TypeScript and so is the worker: db/pglite-worker.mjs registers tsx in its thread first.
 */
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js';

/** Runs PGlite in a worker thread (db/pglite-worker.ts) and speaks to it by messages. */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThreadClient> {
  const worker = new Worker(new URL(WORKER_FILE, import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (result: QueryResult) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTx = 1;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  const liveness = createLiveness(async () => void (await call({ op: 'ping', id: nextId++ })));
  const listeners = new Map<string, (payload: string) => void>();
  worker.on('message', (message: WorkerReply | WorkerNotification) => {
    liveness.noteAnswer();
    if ('notification' in message) return listeners.get(message.notification.channel)?.(message.notification.payload);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(Object.assign(new Error(message.error.message), message.error.fields));
  });
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the database thread has stopped')));

  function wait(id: number): Promise<QueryResult> {
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  }

  function call(request: WorkerRequest): Promise<QueryResult> {
    if (stopped) return Promise.reject(stopped);
    const reply = wait(request.id);
    worker.postMessage(request);
    return reply;
  }

  const query =
    (txId: number | undefined) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      call({
        op: 'query',
        id: nextId++,
        txId,
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      });

  return {
    query: query(undefined),
    async transaction(callback) {
      // A transaction's id is negative, so the reply that ends it never meets a request's id.
      const txId = -nextTx++;
      await call({ op: 'begin', id: nextId++, txId });
      const completion = wait(txId);
      const finish = (commit: boolean) => worker.postMessage({ op: 'end', id: 0, txId, commit } satisfies WorkerRequest);
      try {
        const result = await callback({ query: query(txId) });
        finish(true);
        await completion;
        return result;
      } catch (error) {
        finish(false);
        await completion.catch(() => undefined);
        throw error;
      }
    },
    async listen(channel, onPayload) {
      listeners.set(channel, onPayload);
      await call({ op: 'listen', id: nextId++, channel });
    },
    ping: () => (stopped ? Promise.reject(stopped) : liveness.check()),
    async close() {
      await call({ op: 'close', id: nextId++ });
      await worker.terminate();
    },
  };
}

/** Drizzle's PGlite driver is typed for PGlite itself; the thread client answers the same calls. */
export const asPglite = (client: PgliteThreadClient) => client as unknown as PGlite;
