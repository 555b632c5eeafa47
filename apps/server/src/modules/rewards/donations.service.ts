import { formatUsdtUnits } from '@arcana/shared';
import type { TDonationReceipt } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { ownCollection } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { confirmedUnkept, donationMessageId, donationReceipts } from './donations.repo.js';
import type { EarnedEvent } from './earning.js';
import { keepAll } from './inbox.repo.js';

const RECEIPTS_LISTED = 50;

/**
 * Donations (docs/product-rules.md "Earning rules"): a USDT transfer to a project's payout wallet,
 * prepared and confirmed by the wallet module like any other. Once confirmed on chain, it is kept as
 * one earning event under the collection's donation rule (or none, which the worker refuses with its
 * reason), and the worker grants the tier its amount reaches. Both sides read the receipts.
 */
export function createDonations({ db }: Pick<Platform, 'db'>) {
  return {
    /** Keeps the confirmed donations not kept yet (this one, in its confirmation's outbox pass, or the last day's); answers how many. */
    async keep(transferId?: string, tx: Database = db): Promise<number> {
      const confirmed = await confirmedUnkept(tx, transferId);
      if (confirmed.length === 0) return 0;
      const kept = await keepAll(
        tx,
        confirmed.map(({ transfer, projectId, ruleId }) => {
          const amount = formatUsdtUnits(transfer.amount);
          const payload: EarnedEvent = {
            source: 'donation',
            read: {
              key: transfer.id,
              viewer: transfer.userId,
              amount: Number(amount),
              reason: `donated ${amount} USDT`,
            },
            event: { transferId: transfer.id, signature: transfer.signature },
          };
          return {
            source: 'donation',
            messageId: donationMessageId(transfer.id),
            eventKey: transfer.id,
            kind: 'rule',
            ruleId,
            projectId,
            payload,
          };
        }),
      );
      return kept.size;
    },

    async receipts(where: { collectionId: string; user: UserRow } | { userId: string }): Promise<TDonationReceipt[]> {
      if ('user' in where) await ownCollection(db, where.user, where.collectionId);
      const rows = await donationReceipts(db, 'user' in where ? { collectionId: where.collectionId } : where, RECEIPTS_LISTED);
      return rows.map(({ transfer, collection, project, slug, donor, outcome, draws }) => ({
        transferId: transfer.id,
        collectionId: transfer.donationCollectionId!,
        collection,
        project,
        projectSlug: slug,
        donor,
        amount: formatUsdtUnits(transfer.amount),
        to: transfer.toAddress,
        signature: transfer.signature,
        status: transfer.status,
        createdAt: transfer.createdAt.toISOString(),
        confirmedAt: transfer.confirmedAt?.toISOString() ?? null,
        draws: draws ?? 0,
        outcome,
      }));
    },
  };
}

export type Donations = ReturnType<typeof createDonations>;
