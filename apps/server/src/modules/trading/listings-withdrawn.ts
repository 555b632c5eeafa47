import { sql, type SQL } from 'drizzle-orm';
import { MARKET_MESSAGES as M } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { recordAudit } from '../../lib/audit.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import { oweNotices } from '../notifications/index.js';
import { closeWithdrawnListings, drawnWithMoney, sellerChanged, type WithdrawnListing } from './listings.repo.js';

/**
 * Why listings leave the market (docs/product-rules.md "Marketplace"), each with its test of a listing,
 * what one notice covers, and the words its seller reads.
 */
const REASONS = {
  credentials: {
    test: sellerChanged,
    noticeOf: (listing: WithdrawnListing) => listing.seller_id,
    why: (names: readonly string[]) => M.withdrawnForAccount(names),
  },
  donations: {
    test: drawnWithMoney,
    // The words name the collection: one notice per seller and collection.
    noticeOf: (listing: WithdrawnListing) => `${listing.seller_id} ${listing.collection}`,
    why: (names: readonly string[], collection: string | null) => M.withdrawnForDonations(names, collection ?? ''),
  },
} as const;
type Reason = keyof typeof REASONS;

/**
 * Closes the open listings `scope` picks out that `reason` withdrew, and tells each seller which left
 * and why; their tabs read the cards again. The market hid them from the moment of the change: this
 * makes it final and says so.
 */
async function withdraw(tx: Database, scope: SQL, reason: Reason) {
  const { test, noticeOf, why } = REASONS[reason];
  const notices = new Map<string, WithdrawnListing[]>();
  for (const listing of await closeWithdrawnListings(tx, scope, test)) {
    const key = noticeOf(listing);
    notices.set(key, [...(notices.get(key) ?? []), listing]);
  }
  const told = [...notices.values()].map((closed) => ({
    sellerId: closed[0]!.seller_id,
    names: closed.map((listing) => listing.name),
    cardIds: closed.map((listing) => listing.card_id),
    collection: closed[0]!.collection,
  }));
  await oweNotices(
    tx,
    told.map(({ sellerId, names, collection }) => ({
      userId: sellerId,
      notice: {
        type: 'listing_withdrawn',
        title: M.withdrawnTitle(names.length),
        message: why(names, collection),
        redirectUrl: '/inventory',
      },
    })),
  );
  for (const { sellerId, cardIds } of told) {
    await oweMessages(tx, sellerId, [['listingsWithdrawn', { cardIds }]]);
    await recordAudit(tx, { actorId: null, subjectId: sellerId, action: 'listing.withdraw', meta: { cardIds, reason } });
  }
}

/** A seller's password, e-mail, two-factor or wallet changed: their listings leave the market. */
export const withdrawChangedSellers: EventHandler<DomainEvent<'credentials.changed'>> = {
  name: 'their listings off the market',
  async handle(tx, events) {
    for (const { userId } of events) await withdraw(tx, sql`l.seller_id = ${userId}`, 'credentials');
  },
};

/** A collection now draws for donations: its listings leave the market. */
export const withdrawMoneyDrawn: EventHandler<DomainEvent<'donations.opened'>> = {
  name: 'its listings off the market',
  async handle(tx, events) {
    for (const { subject } of events) await withdraw(tx, sql`l.collection_id = ${subject.collectionId}`, 'donations');
  },
};

/**
 * Every few minutes, the withdrawn listings their change's event left open: held by a buyer then, or
 * listed as the change committed. Closed and told as the event would have.
 */
export const withdrawnListingsJob = (db: Database): JobHandler => ({
  everyMs: 5 * 60_000,
  leaseSeconds: 120,
  run: () =>
    db.transaction(async (tx) => {
      for (const reason of Object.keys(REASONS) as Reason[]) await withdraw(tx, sql`true`, reason);
    }),
});
