import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { collections } from '../projects/schema.js';
import { ownedByUser, users } from '../users/schema.js';

/** Nonces issued to a signed-in user for one wallet-link signature: single-use, short-lived, bound to that user. */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: ownedByUser(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Every wallet ever linked, with the account it was first linked to: a referral earns only when the
 * account it brought links a wallet never seen before.
 */
export const walletsSeen = pgTable('wallets_seen', {
  publicKey: text('public_key').primaryKey(),
  /** Null once that account is deleted: the wallet stays seen. */
  firstUserId: uuid('first_user_id').references(() => users.id, { onDelete: 'set null' }),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
});

/**
 * USDT transfers from a user's linked wallet: prepared here, signed and sent by their wallet, confirmed
 * here against the network. The message is the exact transaction the wallet was asked to sign.
 */
export const usdtTransfers = pgTable(
  'usdt_transfers',
  {
    id: id(),
    userId: ownedByUser(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Millionths of a USDT (the mint's base units). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The compiled transaction message, base64. */
    message: text('message').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['prepared', 'submitted', 'confirmed', 'failed', 'expired'] })
      .notNull()
      .default('prepared'),
    signature: text('signature').unique(),
    /** A donation to this collection (to its project's payout wallet); null for any other transfer. */
    donationCollectionId: uuid('donation_collection_id').references(() => collections.id, { onDelete: 'set null' }),
    /**
     * A purchase on the market: the reservation it pays (its memo), of the trading module's
     * listing_reservations, named without a reference so wallet stays below trading; null for any
     * other transfer.
     */
    saleReservationId: uuid('sale_reservation_id'),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    index('usdt_transfers_user_idx').on(t.userId, t.createdAt),
    index('usdt_transfers_donation_idx').on(t.donationCollectionId, t.createdAt),
    // Sent and waiting for the network's word: what the settling job looks at.
    index('usdt_transfers_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'submitted'`),
    index('usdt_transfers_sale_idx')
      .on(t.saleReservationId)
      .where(sql`${t.saleReservationId} is not null`),
  ],
);
