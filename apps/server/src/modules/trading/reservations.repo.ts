import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listings, reservations } from '../../db/schema.js';
import { listingWithdrawn } from './listings.repo.js';

export type ReservationRow = typeof reservations.$inferSelect;

/** How long a buyer holds a listing: long enough to sign and send, short enough that nobody blocks a market. */
export const RESERVATION_SECONDS = 120;

/** A listing as a buyer meets it: open or not, its card, whom it pays, and what keeps it off the market. */
export interface ListingForSale {
  id: string;
  cardId: string;
  state: string;
  sellerId: string;
  seller: string;
  sellerWallet: string | null;
  name: string;
  price: bigint;
  creatorShareBps: number;
  payoutWallet: string | null;
  projectName: string;
  projectSuspended: boolean;
  collection: string | null;
  moneyDrawn: boolean;
  /** Kept off the market since it was listed (listingWithdrawn): its seller's account changed, say. */
  withdrawn: boolean;
  /** Its card left its seller, or was spent, since it was listed. */
  cardGone: boolean;
  reservedBy: string | null;
  reservedUntil: Date | null;
}

export async function findListingForSale(db: Database, listingId: string): Promise<ListingForSale | undefined> {
  const { rows } = (await db.execute(sql`
    select l.id, l.card_id, l.state, l.seller_id, u.username as seller, u.wallet_public_key as seller_wallet, l.name, l.price::text as price,
      l.creator_share_bps, p.payout_wallet, p.name as project_name, p.suspended_at is not null as project_suspended,
      col.name as collection, l.reserved_by, l.reserved_until,
      exists (select 1 from earning_rules r where r.collection_id = l.collection_id and r.source = 'donation') as money_drawn,
      ${listingWithdrawn} as withdrawn, (c.user_id <> l.seller_id or c.spent_at is not null) as card_gone
    from listings l
    join cards c on c.id = l.card_id
    join users u on u.id = l.seller_id
    join projects p on p.id = l.project_id
    left join collections col on col.id = l.collection_id
    where l.id = ${listingId}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    cardId: String(row.card_id),
    state: String(row.state),
    sellerId: String(row.seller_id),
    seller: String(row.seller),
    sellerWallet: row.seller_wallet === null ? null : String(row.seller_wallet),
    name: String(row.name),
    price: BigInt(String(row.price)),
    creatorShareBps: Number(row.creator_share_bps),
    payoutWallet: row.payout_wallet === null ? null : String(row.payout_wallet),
    projectName: String(row.project_name),
    projectSuspended: Boolean(row.project_suspended),
    collection: row.collection === null ? null : String(row.collection),
    moneyDrawn: Boolean(row.money_drawn),
    withdrawn: Boolean(row.withdrawn),
    cardGone: Boolean(row.card_gone),
    reservedBy: row.reserved_by === null ? null : String(row.reserved_by),
    reservedUntil: row.reserved_until === null ? null : new Date(row.reserved_until as string),
  };
}

/**
 * Holds the open listing for the buyer for RESERVATION_SECONDS, unless another buyer holds it now:
 * one conditional statement, so of two buyers at once one gets it. The hold's end, or nothing.
 */
export async function holdListing(tx: Database, listingId: string, buyerId: string): Promise<Date | undefined> {
  const [row] = await tx
    .update(listings)
    .set({ reservedBy: buyerId, reservedUntil: sql`now() + make_interval(secs => ${RESERVATION_SECONDS})` })
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.state, 'open'),
        sql`(${listings.reservedUntil} is null or ${listings.reservedUntil} <= now())`,
      ),
    )
    .returning({ until: listings.reservedUntil });
  return row?.until ?? undefined;
}

/** Lets the listing go before its hold ends, and the reservation with it: its buyer's payment could not be prepared. */
export async function releaseListing(db: Database, reservation: Pick<ReservationRow, 'id' | 'listingId' | 'buyerId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({ reservedUntil: sql`now()` })
      .where(and(eq(listings.id, reservation.listingId!), eq(listings.reservedBy, reservation.buyerId)));
    await tx
      .update(reservations)
      .set({ expiresAt: sql`now()` })
      .where(eq(reservations.id, reservation.id));
  });
}

/** How many listings the buyer holds reserved now. */
export async function countHeldReservations(db: Database, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.buyerId, buyerId), eq(reservations.state, 'reserved'), gt(reservations.expiresAt, sql`now()`)));
  return Number(row?.count ?? 0);
}

export async function insertReservation(tx: Database, reservation: typeof reservations.$inferInsert): Promise<ReservationRow> {
  const [row] = await tx.insert(reservations).values(reservation).returning();
  return row!;
}

/** The buyer's reservation of the listing that holds it now, if any. */
export async function findHeldReservation(db: Database, listingId: string, buyerId: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.listingId, listingId),
        eq(reservations.buyerId, buyerId),
        eq(reservations.state, 'reserved'),
        gt(reservations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function findReservation(db: Database, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}
