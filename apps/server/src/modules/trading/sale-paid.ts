import { eq, inArray, sql } from 'drizzle-orm';
import { formatUsdtUnits, MARKET_MESSAGES as M } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { cardTransfers, listings, projects, reservations, usdtTransfers, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { pairWithSubjects } from '../../outbox/subjects.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import { holdCards, moveCard } from '../draws/index.js';
import { oweNotices } from '../notifications/index.js';
import { closeListing } from './listings.repo.js';
import type { ReservationRow } from './reservations.repo.js';

/** A purchase's payment confirmed: the reservation it paid, and the transfer's signature (what a refund names). */
export interface SalePaid {
  event: DomainEvent<'sale.paid'>;
  reservation: ReservationRow;
  signature: string;
}

export async function loadSalesPaid(tx: Database, events: Array<DomainEvent<'sale.paid'>>): Promise<SalePaid[]> {
  const transferIdOf = (event: DomainEvent<'sale.paid'>) => event.subject.transferId;
  const rows = await tx
    .select({ transferId: usdtTransfers.id, signature: usdtTransfers.signature, reservation: reservations })
    .from(usdtTransfers)
    .innerJoin(reservations, eq(reservations.id, usdtTransfers.saleReservationId))
    .where(inArray(usdtTransfers.id, events.map(transferIdOf)));
  return pairWithSubjects(events, rows, { ofEvent: transferIdOf, ofRow: (row) => row.transferId }, (event, row) => ({
    event,
    reservation: row.reservation,
    signature: row.signature ?? '',
  }));
}

const username = async (tx: Database, userId: string) =>
  (await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0]?.username ?? '';

/**
 * The card of a paid reservation moves to its buyer, exactly once (the dispatcher's transaction marks
 * the event done with it), if its listing is still open, whether or not the reservation ran out. A
 * listing closed meanwhile (sold to another, cancelled, gone with its seller) keeps its card: the
 * buyer is told, and whoever the payment reached is asked to refund it, with the transfer's details.
 */
export const settleSales: EventHandler<SalePaid> = {
  name: 'the card to its buyer',
  async handle(tx, items) {
    for (const { reservation: loaded, signature } of items) {
      // The seller's cards first, then the listing, as every move of their cards takes them.
      if (loaded.sellerId) await holdCards(tx, loaded.sellerId);
      const [listing] = loaded.listingId ? await tx.select().from(listings).where(eq(listings.id, loaded.listingId)).for('update') : [];
      // Read again under its lock: a payment earlier in this batch may have settled it.
      const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, loaded.id)).for('update');
      if (!reservation) continue;
      // Settled by an earlier payment (the buyer paid twice): that outcome stands, and this payment is owed back.
      if (reservation.state !== 'reserved') {
        await oweRefund(tx, reservation, signature, listing?.projectId, { settled: true });
        continue;
      }
      const sold =
        listing?.state === 'open' &&
        (await moveCard(tx, {
          cardId: listing.cardId,
          fromUserId: listing.sellerId,
          toUserId: reservation.buyerId,
          toPublicKey: reservation.buyerWallet,
        }));
      if (listing && sold) await sell(tx, reservation, listing);
      else {
        // An open listing whose card could not move (gone from its seller) can sell no more.
        if (listing?.state === 'open') await closeListing(tx, listing.id);
        await oweRefund(tx, reservation, signature, listing?.projectId);
      }
    }
  },
};

async function sell(tx: Database, reservation: ReservationRow, listing: typeof listings.$inferSelect) {
  await tx
    .update(listings)
    .set({ state: 'sold', closedAt: sql`now()`, reservedBy: reservation.buyerId })
    .where(eq(listings.id, listing.id));
  await tx
    .update(reservations)
    .set({ state: 'sold', settledAt: sql`now()` })
    .where(eq(reservations.id, reservation.id));
  const [transfer] = await tx
    .insert(cardTransfers)
    .values({
      cardId: listing.cardId,
      fromUserId: listing.sellerId,
      toUserId: reservation.buyerId,
      kind: 'sale',
      requestId: reservation.id,
      listingId: listing.id,
    })
    .returning();
  const price = formatUsdtUnits(reservation.price);
  const buyer = await username(tx, reservation.buyerId);
  await oweNotices(tx, [
    {
      userId: reservation.buyerId,
      notice: {
        type: 'collectible_received',
        title: M.boughtTitle,
        message: M.bought(reservation.cardName, price),
        redirectUrl: '/inventory',
      },
      // The purchase is the request: the tab that bought it waits for its outcome and says it.
      requestId: reservation.id,
    },
    {
      userId: listing.sellerId,
      notice: {
        type: 'card_sold',
        title: M.soldTitle,
        message: M.sold(buyer, reservation.cardName, price, formatUsdtUnits(reservation.price - reservation.creatorUnits)),
        redirectUrl: null,
      },
    },
  ]);
  const moved = { transferId: transfer!.id, cardId: listing.cardId };
  await oweMessages(tx, listing.sellerId, [['cardTransferred', { ...moved, received: false }]]);
  await oweMessages(tx, reservation.buyerId, [['cardTransferred', { ...moved, received: true }]]);
  await recordDomainEvents(tx, [
    { type: 'card.sold', userId: reservation.buyerId, subject: { transferId: transfer!.id }, requestId: null },
  ]);
  await recordAudit(tx, {
    actorId: reservation.buyerId,
    subjectId: listing.sellerId,
    action: 'card.sale',
    meta: { ...moved, listingId: listing.id, reservationId: reservation.id, price },
  });
}

/**
 * The buyer told their payment came too late, and each side it paid asked to send back what reached
 * them. `settled`: an earlier payment settled the reservation, and its outcome stands.
 */
async function oweRefund(
  tx: Database,
  reservation: ReservationRow,
  signature: string,
  projectId: string | undefined,
  { settled = false } = {},
) {
  if (!settled)
    await tx
      .update(reservations)
      .set({ state: 'refund_due', settledAt: sql`now()` })
      .where(eq(reservations.id, reservation.id));
  const price = formatUsdtUnits(reservation.price);
  const buyer = await username(tx, reservation.buyerId);
  const [project] = projectId ? await tx.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, projectId)) : [];
  const asked = [
    ...(reservation.sellerId ? [{ userId: reservation.sellerId, owed: reservation.price - reservation.creatorUnits }] : []),
    ...(reservation.creatorUnits > 0n && project?.ownerId ? [{ userId: project.ownerId, owed: reservation.creatorUnits }] : []),
  ];
  await oweNotices(tx, [
    {
      userId: reservation.buyerId,
      notice: {
        type: 'refund_due',
        title: M.lateTitle,
        message: reservation.state === 'sold' ? M.paidTwice(reservation.cardName, price) : M.late(reservation.cardName, price),
        redirectUrl: null,
      },
      requestId: reservation.id,
    },
    ...asked.map(({ userId, owed }) => ({
      userId,
      notice: {
        type: 'refund_due' as const,
        title: M.refundTitle,
        message: M.refund(buyer, reservation.cardName, formatUsdtUnits(owed), reservation.buyerWallet, signature),
        redirectUrl: null,
      },
    })),
  ]);
  await recordAudit(tx, {
    actorId: reservation.buyerId,
    subjectId: reservation.sellerId,
    action: 'card.sale.refundDue',
    meta: { reservationId: reservation.id, price, signature },
  });
}
