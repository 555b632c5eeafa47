import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { WorkerNotification, WorkerReply, WorkerRequest } from './pglite-thread.js';

/**
 * The embedded database's own thread. PGlite runs each statement synchronously; here that never
 * holds up the event loop that answers requests (db/pglite-thread.ts is the other side).
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const db = await PGlite.create({ dataDir });
const transactions = new Map<number, Transaction>();
const finishers = new Map<number, (commit: boolean) => void>();
const identity = (value: string) => value;

const reply = (message: WorkerReply) => port.postMessage(message);

function errorReply(id: number, error: unknown): WorkerReply {
  const e = error as Record<string, unknown> & { message?: string };
  const fields = Object.fromEntries(
    ['code', 'detail', 'constraint', 'table', 'schema', 'column', 'severity', 'hint']
      .filter((k) => e?.[k] !== undefined)
      .map((k) => [k, e[k]]),
  );
  return { id, ok: false, error: { message: String(e?.message ?? error), fields } };
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.txId === undefined ? db : transactions.get(request.txId);
      if (!target) throw new Error(`transaction ${request.txId} is not open`);
      // Drizzle asks for these types unparsed; its parsers are functions, which cannot cross threads.
      const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, identity]));
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      reply({ id: request.id, ok: true, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
      return;
    }
    case 'begin': {
      let begun = false;
      db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(request.txId, tx);
            finishers.set(request.txId, (commit) => (commit ? resolve() : reject(new Error('rolled back'))));
            begun = true;
            reply({ id: request.id, ok: true, result: { rows: [], fields: [] } });
          }),
      )
        .then(
          () => reply({ id: request.txId, ok: true, result: { rows: [], fields: [] }, end: true }),
          (error: unknown) => (begun ? reply({ ...errorReply(request.txId, error), end: true }) : reply(errorReply(request.id, error))),
        )
        .finally(() => {
          transactions.delete(request.txId);
          finishers.delete(request.txId);
        });
      return;
    }
    case 'end':
      finishers.get(request.txId)?.(request.commit);
      return;
    case 'listen':
      // PGlite calls back while it reads the statement's answer, so the notification is posted before the reply.
      await db.listen(request.channel, (payload) =>
        port.postMessage({ notification: { channel: request.channel, payload } } satisfies WorkerNotification),
      );
      reply({ id: request.id, ok: true, result: { rows: [], fields: [] } });
      return;
    case 'ping':
      if (db.closed) throw new Error('database closed');
      reply({ id: request.id, ok: true, result: { rows: [], fields: [] } });
      return;
    case 'close':
      await db.close();
      reply({ id: request.id, ok: true, result: { rows: [], fields: [] } });
      return;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => reply(errorReply(request.id, error)));
});
port.postMessage({ ready: true });
