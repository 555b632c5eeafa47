import { formatUsdtUnits, MARKET_LIMITS, MARKET_MESSAGES as M, PRODUCT_NAME, saleSplit, TRANSFER_MESSAGES } from '@arcana/shared';
import type { TReservation, TReservationAnswer } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { UserRow } from '../users/index.js';
import type { UsdtTransfers } from '../wallet/index.js';
import { closeListing } from './listings.repo.js';
import * as repo from './reservations.repo.js';

/** What a purchase's transaction carries: the reservation it pays, so the payment names what it bought. */
export const saleMemo = (reservationId: string) => `${PRODUCT_NAME} reservation ${reservationId}`;

function presentReservation(row: repo.ReservationRow, listing: { cardId: string; seller: string }): TReservation {
  const creatorUnits = row.creatorUnits;
  return {
    id: row.id,
    listingId: row.listingId ?? '',
    card: { id: listing.cardId, name: row.cardName },
    seller: listing.seller,
    price: formatUsdtUnits(row.price),
    creatorShare: formatUsdtUnits(creatorUnits),
    sellerGets: formatUsdtUnits(row.price - creatorUnits),
    expiresAt: row.expiresAt.toISOString(),
    state: row.state,
  };
}

/**
 * Buying on the market (docs/product-rules.md "Marketplace"): a buyer reserves a listing for two
 * minutes and pays it with one transaction their linked wallet signs and sends through the USDT
 * transfer pipeline. The card moves once the payment is confirmed on chain, through the outbox
 * (sale-paid.ts).
 */
export function createSalesService({ db, config }: Pick<Platform, 'db' | 'config'>, usdtTransfers: Pick<UsdtTransfers, 'prepareSale'>) {
  /** The listing as the buyer may buy it now, or the refusal. */
  async function buyable(user: UserRow, listingId: string) {
    if (!config.marketEnabled) throw forbidden('MARKET_CLOSED', M.closed);
    if (!user.walletPublicKey) throw conflict('WALLET_NOT_LINKED', TRANSFER_MESSAGES.walletNotLinked);
    const listing = await repo.findListingForSale(db, listingId);
    if (!listing || listing.state !== 'open') throw notFound('LISTING_NOT_FOUND', M.listingNotFound);
    if (listing.sellerId === user.id) throw conflict('OWN_LISTING', M.ownListing);
    // Withdrawn: the change that withdrew it closes it and tells its seller (listings-withdrawn.ts).
    if (listing.withdrawn) throw notFound('LISTING_NOT_FOUND', M.withdrawn);
    // Its card gone from its seller: it is closed as it is found, and stops counting against them.
    if (listing.cardGone) {
      await closeListing(db, listing.id);
      throw notFound('LISTING_NOT_FOUND', M.listingNotFound);
    }
    if (listing.moneyDrawn) throw conflict('CARD_MONEY_DRAWN', M.moneyDrawn(listing.collection ?? listing.projectName));
    if (listing.projectSuspended) throw conflict('PROJECT_SUSPENDED', M.projectSuspended(listing.projectName));
    if (!listing.sellerWallet) throw notFound('LISTING_NOT_FOUND', M.sellerUnpaid);
    const { creatorUnits, sellerUnits } = saleSplit(listing.price, listing.creatorShareBps);
    if (creatorUnits > 0n && !listing.payoutWallet) throw conflict('PAYOUT_WALLET_NOT_SET', M.payoutWalletMissing(listing.projectName));
    return { ...listing, sellerWallet: listing.sellerWallet, creatorUnits, sellerUnits };
  }

  /** The buyer's hold on the listing: theirs already, or made now if nobody else holds it. */
  async function hold(user: UserRow, listing: Awaited<ReturnType<typeof buyable>>) {
    const held = await repo.findHeldReservation(db, listing.id, user.id);
    if (held) return held;
    if ((await repo.countHeldReservations(db, user.id)) >= MARKET_LIMITS.reservationsPerBuyer)
      throw conflict('RESERVATION_LIMIT', M.reservationLimit);
    return db.transaction(async (tx) => {
      const until = await repo.holdListing(tx, listing.id, user.id);
      if (!until) throw conflict('LISTING_RESERVED', M.reserved);
      return repo.insertReservation(tx, {
        listingId: listing.id,
        cardName: listing.name,
        sellerId: listing.sellerId,
        buyerId: user.id,
        buyerWallet: user.walletPublicKey!,
        sellerWallet: listing.sellerWallet,
        payoutWallet: listing.creatorUnits > 0n ? listing.payoutWallet : null,
        price: listing.price,
        creatorUnits: listing.creatorUnits,
        expiresAt: until,
      });
    });
  }

  return {
    /** Reserves the listing for the buyer, with the payment their wallet signs: the seller's part and the creator's share, in one transaction. */
    async reserve(user: UserRow, listingId: string): Promise<TReservationAnswer> {
      const listing = await buyable(user, listingId);
      const reservation = await hold(user, listing);
      const payments = [
        { to: reservation.sellerWallet, units: reservation.price - reservation.creatorUnits },
        ...(reservation.payoutWallet ? [{ to: reservation.payoutWallet, units: reservation.creatorUnits }] : []),
      ];
      const payment = await usdtTransfers
        .prepareSale(user, { reservationId: reservation.id, payments, memo: saleMemo(reservation.id) })
        .catch(async (refusal: unknown) => {
          // Nothing to pay with: the listing is anyone's again at once.
          await repo.releaseListing(db, reservation);
          throw refusal;
        });
      return { reservation: presentReservation(reservation, listing), payment };
    },

    /** The buyer's reservation and what became of it. */
    async reservation(user: UserRow, reservationId: string): Promise<TReservation> {
      const row = await repo.findReservation(db, reservationId);
      if (!row || row.buyerId !== user.id) throw notFound('RESERVATION_NOT_FOUND', M.reservationNotFound);
      const listing = row.listingId ? await repo.findListingForSale(db, row.listingId) : undefined;
      return presentReservation(row, { cardId: listing?.cardId ?? '', seller: listing?.seller ?? '' });
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
