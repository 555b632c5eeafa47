import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { requestReceipts } from '../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from './sweep.js';
import { conflict } from './app-error.js';
import { isUniqueViolation } from './db-errors.js';

/**
 * Runs a mutation once per client request id: a retry (even a concurrent one) gets the first answer
 * back instead of acting again. The work and its receipt commit together.
 */
export async function runOnce<T extends Record<string, unknown>>(
  db: Database,
  receipt: { requestId: string; userId: string; operation: string },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const earlier = async () => {
    const [row] = await db.select().from(requestReceipts).where(eq(requestReceipts.requestId, receipt.requestId)).limit(1);
    if (!row) return undefined;
    if (row.userId !== receipt.userId || row.operation !== receipt.operation) {
      throw conflict('REQUEST_ID_TAKEN', 'This request id was already used for another request');
    }
    return row.response as T;
  };
  const answered = await earlier();
  if (answered) return answered;
  try {
    return await db.transaction(async (tx) => {
      const response = await work(tx);
      await tx.insert(requestReceipts).values({ ...receipt, response });
      return response;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const replay = await earlier();
    if (!replay) throw error;
    return replay;
  }
}

/** A retried mutation comes back within seconds; a day covers a client that was offline overnight. */
const RECEIPT_KEPT_MS = DAY_MS;

export const sweepRequestReceipts: SweepRule = (tx) =>
  deleteWhere(tx, requestReceipts, lt(requestReceipts.createdAt, ago(RECEIPT_KEPT_MS)));
