import { and, asc, desc, eq, lt, ne, type InferSelectModel } from 'drizzle-orm';
import { formatUsdtUnits } from '@arcana/shared';
import type { TUsdtTransfer } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { usdtTransfers } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';

export type UsdtTransferRow = InferSelectModel<typeof usdtTransfers>;
type Status = UsdtTransferRow['status'];

export async function insertPreparedTransfer(
  db: Database,
  values: Pick<
    UsdtTransferRow,
    'userId' | 'fromAddress' | 'toAddress' | 'amount' | 'message' | 'lastValidBlockHeight' | 'donationCollectionId' | 'saleReservationId'
  >,
): Promise<UsdtTransferRow> {
  const [row] = await db.insert(usdtTransfers).values(values).returning();
  return row!;
}

export async function findTransfer(db: Database, userId: string, id: string): Promise<UsdtTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(usdtTransfers)
    .where(and(eq(usdtTransfers.id, id), eq(usdtTransfers.userId, userId)));
  return row;
}

/**
 * Moves a transfer on from the status it was read in; undefined when another call moved it first (two
 * confirm calls at once: one records it, the other reads what it recorded).
 */
export async function moveTransfer(
  db: Database,
  row: Pick<UsdtTransferRow, 'id' | 'status'>,
  change: { status: Status; signature?: string },
): Promise<UsdtTransferRow | undefined> {
  const [moved] = await db
    .update(usdtTransfers)
    .set({ ...change, ...(change.status === 'confirmed' ? { confirmedAt: new Date() } : {}) })
    .where(and(eq(usdtTransfers.id, row.id), eq(usdtTransfers.status, row.status)))
    .returning();
  return moved;
}

/** Transfers sent and not settled for a while (their confirm call is over), oldest first. */
export function waitingTransfers(db: Database, limit: number): Promise<UsdtTransferRow[]> {
  return db
    .select()
    .from(usdtTransfers)
    .where(and(eq(usdtTransfers.status, 'submitted'), lt(usdtTransfers.createdAt, ago(60_000))))
    .orderBy(asc(usdtTransfers.createdAt))
    .limit(limit);
}

/** The user's latest transfers that reached their wallet (not the ones left unsigned). */
export function recentTransfers(db: Database, userId: string, limit: number): Promise<UsdtTransferRow[]> {
  return db
    .select()
    .from(usdtTransfers)
    .where(and(eq(usdtTransfers.userId, userId), ne(usdtTransfers.status, 'prepared')))
    .orderBy(desc(usdtTransfers.createdAt))
    .limit(limit);
}

export const presentTransfer = (row: UsdtTransferRow): TUsdtTransfer => ({
  id: row.id,
  from: row.fromAddress,
  to: row.toAddress,
  amount: formatUsdtUnits(row.amount),
  status: row.status,
  signature: row.signature,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** Prepared and never signed: their blockhash expired within minutes, so no wallet can still send them. */
export const sweepUnsignedTransfers: SweepRule = (tx) =>
  deleteWhere(tx, usdtTransfers, and(eq(usdtTransfers.status, 'prepared'), lt(usdtTransfers.createdAt, ago(DAY_MS))));
