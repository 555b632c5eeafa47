import { setTimeout as sleep } from 'node:timers/promises';
import bs58 from 'bs58';
import {
  formatUsdtUnits,
  parseUsdtAmount,
  PROJECT_MESSAGES,
  REWARD_MESSAGES,
  shortAddress,
  TRANSFER_MESSAGES,
  USDT_TRANSFERS_LISTED,
} from '@arcana/shared';
import type { TPreparedUsdtTransfer, TUsdtTransfer } from '@arcana/shared/schemas';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { Platform } from '../../platform/platform.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { verifyWalletSignature } from './ed25519.js';
import { donationTarget } from './payout-wallet.repo.js';
import { LAMPORTS_PER_SOL, TOKEN_PROGRAM, type SignatureStatus, type SolanaRpc } from './solana-rpc.js';
import { buildUsdtTransfer, usdtAccountOf } from './usdt-transaction.js';
import { oweNotices } from '../notifications/index.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import {
  findTransfer,
  insertPreparedTransfer,
  moveTransfer,
  presentTransfer,
  recentTransfers,
  waitingTransfers,
  type UsdtTransferRow,
} from './usdt-transfers.repo.js';

/** An SPL token account's size, whose rent the sender pays when the recipient has none. */
const TOKEN_ACCOUNT_BYTES = 165;
/** Solana's base fee: one signature, no priority fee. */
const FEE_LAMPORTS = 5000;
/** Transfers left waiting that one turn of the settling job looks at (one call to the network). */
const SETTLE_BATCH = 100;
/** Between two looks at a sent transaction's status (a slot is about 400 ms). */
const POLL_MS = 400;

const failed = () => conflict('TRANSFER_FAILED', TRANSFER_MESSAGES.failed);
const expired = () => new AppError('TRANSFER_EXPIRED', 410, TRANSFER_MESSAGES.expired);
const signatureInvalid = () => badRequest('TRANSFER_SIGNATURE_INVALID', TRANSFER_MESSAGES.signatureInvalid);

/**
 * USDT sent from the user's linked wallet (docs/decisions/021): the server prepares the transaction
 * (it knows the network and checks the funds), the wallet signs and sends it, and the server records
 * it once the network has confirmed it. No key ever reaches the server.
 */
export function createUsdtTransfers(deps: Pick<Platform, 'db' | 'config' | 'outbox'> & { solana: SolanaRpc }) {
  const { solana } = deps;

  /** A donation goes to the collection's project's payout wallet, and to nothing else (docs/product-rules.md "Earning rules"). */
  async function checkDonation(collectionId: string, recipient: string): Promise<void> {
    const target = await donationTarget(deps.db, collectionId);
    if (!target) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
    if (!target.payoutWallet) throw conflict('PAYOUT_WALLET_NOT_SET', REWARD_MESSAGES.payoutWalletNotSet);
    if (target.payoutWallet !== recipient) throw badRequest('VALIDATION_ERROR', REWARD_MESSAGES.donationRecipient);
  }

  /**
   * The transaction paying `payments` from the linked wallet, checked against its funds and each
   * recipient, built and kept as prepared: what the wallet signs and sends.
   */
  async function prepareSigned(
    user: { id: string; walletPublicKey: string | null },
    payments: Array<{ to: string; units: bigint }>,
    kept: Pick<UsdtTransferRow, 'donationCollectionId' | 'saleReservationId'>,
    memo?: string,
  ): Promise<TPreparedUsdtTransfer> {
    const from = user.walletPublicKey;
    if (!from) throw conflict('WALLET_NOT_LINKED', TRANSFER_MESSAGES.walletNotLinked);
    if (payments.some((payment) => payment.to === from)) throw badRequest('VALIDATION_ERROR', TRANSFER_MESSAGES.recipientIsSelf);
    const total = payments.reduce((sum, payment) => sum + payment.units, 0n);
    const [owners, funds, latest] = await Promise.all([
      Promise.all(
        payments.map(async (payment) => {
          const [recipient, destination] = await Promise.all([
            solana.accountOwner(payment.to),
            usdtAccountOf(payment.to).then((account) => solana.accountOwner(account)),
          ]);
          return { recipient, destination };
        }),
      ),
      solana.funds(from),
      solana.latestBlockhash(),
    ]);
    if (owners.some(({ recipient }) => recipient === TOKEN_PROGRAM))
      throw badRequest('RECIPIENT_IS_TOKEN_ACCOUNT', TRANSFER_MESSAGES.recipientIsTokenAccount);
    if (funds.usdtUnits < total) throw badRequest('INSUFFICIENT_USDT', TRANSFER_MESSAGES.insufficientUsdt);
    // A recipient paid twice (a seller who is the project's payout wallet too) has its account made once.
    const creates = payments.map(
      (payment, i) => owners[i]!.destination === null && payments.findIndex((one) => one.to === payment.to) === i,
    );
    const created = creates.filter(Boolean).length;
    const [accountRent, walletRent] = await Promise.all([
      created > 0 ? solana.rentExemptMinimum(TOKEN_ACCOUNT_BYTES) : 0,
      solana.rentExemptMinimum(0),
    ]);
    const lamports = FEE_LAMPORTS + accountRent * created;
    // The network refuses to leave a wallet with less SOL than its own rent, unless it leaves none.
    const left = funds.lamports - lamports;
    if (left < 0 || (left > 0 && left < walletRent)) throw badRequest('INSUFFICIENT_SOL', TRANSFER_MESSAGES.insufficientSol);

    const built = await buildUsdtTransfer({
      from,
      payments: payments.map((payment, i) => ({ ...payment, createAccount: creates[i]! })),
      memo,
      ...latest,
    });
    const recipient = payments[0]!.to;
    const row = await insertPreparedTransfer(deps.db, {
      userId: user.id,
      fromAddress: from,
      toAddress: recipient,
      amount: total,
      message: Buffer.from(built.messageBytes).toString('base64'),
      lastValidBlockHeight: latest.lastValidBlockHeight,
      ...kept,
    });
    return {
      transferId: row.id,
      message: bs58.encode(built.messageBytes),
      transaction: built.wireTransaction,
      recipient,
      amount: formatUsdtUnits(total),
      createsRecipientAccount: created > 0,
      solCost: lamports / LAMPORTS_PER_SOL,
      lastValidBlockHeight: latest.lastValidBlockHeight,
    };
  }

  async function prepare(
    user: { id: string; walletPublicKey: string | null },
    body: { recipient: string; amount: string; collectionId?: string },
  ): Promise<TPreparedUsdtTransfer> {
    if (!user.walletPublicKey) throw conflict('WALLET_NOT_LINKED', TRANSFER_MESSAGES.walletNotLinked);
    if (body.recipient === user.walletPublicKey) throw badRequest('VALIDATION_ERROR', TRANSFER_MESSAGES.recipientIsSelf);
    if (body.collectionId) await checkDonation(body.collectionId, body.recipient);
    const amount = parseUsdtAmount(body.amount);
    if ('error' in amount) throw badRequest('VALIDATION_ERROR', amount.error);
    return prepareSigned(user, [{ to: body.recipient, units: amount.units }], {
      donationCollectionId: body.collectionId ?? null,
      saleReservationId: null,
    });
  }

  /**
   * A purchase's payment (docs/product-rules.md "Marketplace"): one transaction paying the seller and
   * the creator's share, with a memo naming the reservation, so nothing pays one without the other.
   */
  const prepareSale = (
    user: { id: string; walletPublicKey: string | null },
    sale: { reservationId: string; payments: Array<{ to: string; units: bigint }>; memo: string },
  ) =>
    prepareSigned(
      user,
      sale.payments.filter((payment) => payment.units > 0n),
      { donationCollectionId: null, saleReservationId: sale.reservationId },
      sale.memo,
    );

  /**
   * The row as it stands after `moveTransfer` (by this call or, when it lost the race, by another);
   * the one call that records a confirmation announces it.
   */
  async function moved(userId: string, row: UsdtTransferRow, change: Parameters<typeof moveTransfer>[2]): Promise<UsdtTransferRow> {
    const after = await deps.db.transaction(async (tx) => {
      const moved = await moveTransfer(tx, row, change);
      if (moved?.status !== 'confirmed') return moved;
      await oweNotices(tx, [sentNotice(moved)]);
      if (moved.donationCollectionId)
        await recordDomainEvents(tx, [
          { type: 'donation.confirmed', userId: moved.userId, subject: { transferId: moved.id }, requestId: null },
        ]);
      // A purchase paid: its card moves through the outbox, so a crash here cannot strand a paid card.
      if (moved.saleReservationId)
        await recordDomainEvents(tx, [{ type: 'sale.paid', userId: moved.userId, subject: { transferId: moved.id }, requestId: moved.id }]);
      return moved;
    });
    if (after?.status === 'confirmed') await deps.outbox.afterEffects();
    return after ?? (await findTransfer(deps.db, userId, row.id))!;
  }

  /**
   * What the network's word makes of a sent transfer: failed, confirmed, expired (not seen and its
   * blockhash past, so it can never land), or null while it may still land.
   */
  async function verdictOn(row: UsdtTransferRow, status: SignatureStatus | null, blockHeight: () => Promise<number>) {
    if (status?.err) return 'failed' as const;
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return 'confirmed' as const;
    if (!status && (await blockHeight()) > row.lastValidBlockHeight) return 'expired' as const;
    return null;
  }

  /** Waits (up to SOLANA_CONFIRM_WAIT_MS) for the network's word on a sent transfer. */
  async function settle(userId: string, row: UsdtTransferRow): Promise<{ transfer: TUsdtTransfer; settled: boolean }> {
    const deadline = Date.now() + deps.config.solana.confirmWaitMs;
    for (;;) {
      const [status] = await solana.signatureStatuses([row.signature!]);
      const verdict = await verdictOn(row, status ?? null, solana.blockHeight);
      if (verdict) return answerSettled(await moved(userId, row, { status: verdict }));
      if (Date.now() >= deadline) return { transfer: presentTransfer(row), settled: false };
      await sleep(Math.min(POLL_MS, deadline - Date.now()));
    }
  }

  /** The notice a confirmed transfer owes its sender. */
  const sentNotice = (row: UsdtTransferRow) => ({
    userId: row.userId,
    notice: {
      type: 'usdt_sent' as const,
      title: 'USDT sent',
      message: `You sent ${formatUsdtUnits(row.amount)} USDT to ${shortAddress(row.toAddress)}.`,
      redirectUrl: null,
    },
    // The transfer is the request: the tab that sent it waits for its outcome and says it.
    requestId: row.id,
  });

  /**
   * The wallet has signed and sent the prepared transaction: the signature must be the linked wallet's
   * over exactly that message, which proves the transaction is the one prepared. Asking again is safe.
   */
  async function confirm(userId: string, { transferId, signature }: { transferId: string; signature: string }) {
    let row = await findTransfer(deps.db, userId, transferId);
    if (!row) throw notFound('TRANSFER_NOT_FOUND', TRANSFER_MESSAGES.notFound);
    if (row.signature !== null && row.signature !== signature) throw signatureInvalid();
    if (!verifyWalletSignature(row.fromAddress, Buffer.from(row.message, 'base64'), signature)) throw signatureInvalid();
    if (row.status === 'prepared') {
      // Two identical transactions prepared within one blockhash share a signature: the first to confirm keeps it.
      row = await moved(userId, row, { status: 'submitted', signature }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? signatureInvalid() : error;
      });
    }
    return row.status === 'submitted' ? settle(userId, row) : answerSettled(row);
  }

  /** A transfer the network has already had its word on. */
  function answerSettled(row: UsdtTransferRow) {
    if (row.status === 'failed') throw failed();
    if (row.status === 'expired') throw expired();
    return { transfer: presentTransfer(row), settled: true };
  }

  /**
   * The latest transfers. One left waiting (the dialog closed before the network confirmed it) is
   * settled here with one look at the network (unless `settle` is off); if the network cannot be
   * reached, it is listed as it is.
   */
  async function recent(userId: string, { settle }: { settle: boolean }): Promise<TUsdtTransfer[]> {
    const rows = await recentTransfers(deps.db, userId, USDT_TRANSFERS_LISTED);
    const waiting = rows.filter((row) => row.status === 'submitted');
    if (waiting.length === 0 || !settle) return rows.map(presentTransfer);
    const settled = await settleWaiting(waiting).catch(() => new Map<string, UsdtTransferRow>());
    return rows.map((row) => presentTransfer(settled.get(row.id) ?? row));
  }

  async function settleWaiting(waiting: UsdtTransferRow[]): Promise<Map<string, UsdtTransferRow>> {
    const statuses = await solana.signatureStatuses(waiting.map((row) => row.signature!));
    const settled = new Map<string, UsdtTransferRow>();
    for (const [i, row] of waiting.entries()) {
      const verdict = await verdictOn(row, statuses[i] ?? null, solana.blockHeight);
      if (verdict) settled.set(row.id, await moved(row.userId, row, { status: verdict }));
    }
    return settled;
  }

  /**
   * Every minute, transfers sent and left waiting (the tab closed before the network confirmed them)
   * are settled by the network's word: a purchase paid is never left without its card.
   */
  const settleJob = (): JobHandler => ({
    everyMs: 60_000,
    leaseSeconds: 120,
    async run() {
      const waiting = await waitingTransfers(deps.db, SETTLE_BATCH);
      if (waiting.length > 0) await settleWaiting(waiting);
    },
  });

  return { prepare, prepareSale, confirm, recent, settleJob };
}

export type UsdtTransfers = ReturnType<typeof createUsdtTransfers>;
