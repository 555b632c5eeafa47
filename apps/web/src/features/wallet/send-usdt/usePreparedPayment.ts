import type { ErrorCode } from '@arcana/shared';
import type { TPreparedUsdtTransfer, TUsdtTransfer } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../../api/error-text';
import { ownRequestsActions } from '../../../state/own-requests.slice';
import { useAppDispatch } from '../../../state/store';
import { connectPhantom, getPhantom, isUserRejection, keyToString, signAndSendTransaction, WALLET_TEXT } from '../phantom';
import { useConfirmUsdtTransferMutation } from '../wallet.api';
import { useSessionUser } from '../../sessions';
import { sentPayments } from './pending-payments';
import { SEND_USDT_TEXT } from './send-usdt-text';

/** Confirm calls while the network has not confirmed (each waits up to 30 s on the server). */
const CONFIRM_ATTEMPTS = 3;

/** The refusals after which the network has had its word: nothing moved. */
const SETTLED_REFUSALS: ErrorCode[] = ['TRANSFER_FAILED', 'TRANSFER_EXPIRED', 'TRANSFER_SIGNATURE_INVALID', 'TRANSFER_NOT_FOUND'];

/**
 * What became of a prepared payment: confirmed on chain; sent but not confirmed yet (`waiting`); or
 * refused, before Phantom signed (`signed: false`, it can be tried again as it is) or after.
 */
export type PaymentOutcome =
  | { kind: 'confirmed'; transfer: TUsdtTransfer }
  | { kind: 'waiting'; signature: string }
  | { kind: 'refused'; message: string; signed: boolean };

/**
 * Pays a transaction the server prepared from the linked wallet: Phantom signs and sends it, and the
 * server confirms it on chain (a USDT transfer, a donation, a purchase on the market). `onSent`:
 * Phantom has sent it, and its confirmation is awaited.
 */
export function usePreparedPayment(linkedAddress: string) {
  const [confirm] = useConfirmUsdtTransferMutation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();

  async function confirmSent(prepared: TPreparedUsdtTransfer, signature: string): Promise<PaymentOutcome> {
    // The dialog says it was sent; the server's 'USDT sent' notification, which names the transfer, stays quiet in this tab.
    dispatch(ownRequestsActions.toldHere(prepared.transferId));
    // Kept until the server has heard it: a confirm lost on the way is sent again on the next visit.
    if (user) sentPayments.keep({ userId: user.id, transferId: prepared.transferId, signature });
    for (let attempt = 1; attempt <= CONFIRM_ATTEMPTS; attempt++) {
      try {
        const transfer = await confirm({ transferId: prepared.transferId, signature }).unwrap();
        sentPayments.heard(prepared.transferId);
        if (transfer.status === 'confirmed') return { kind: 'confirmed', transfer };
      } catch (failure) {
        const code = errorCode(failure);
        if (code) sentPayments.heard(prepared.transferId);
        if (!code || !SETTLED_REFUSALS.includes(code)) break;
        dispatch(ownRequestsActions.released(prepared.transferId));
        return { kind: 'refused', message: extractErrorText(failure), signed: true };
      }
    }
    dispatch(ownRequestsActions.released(prepared.transferId));
    return { kind: 'waiting', signature };
  }

  return async function pay(prepared: TPreparedUsdtTransfer, onSent?: (signature: string) => void): Promise<PaymentOutcome> {
    const provider = getPhantom();
    if (!provider) return { kind: 'refused', message: WALLET_TEXT.notInstalled, signed: false };
    let signature: string;
    try {
      // A page opened a moment ago may not have reconnected the wallet yet: Phantom is asked now.
      const connected = provider.publicKey ? keyToString(provider.publicKey) : await connectPhantom(provider);
      if (connected !== linkedAddress) return { kind: 'refused', message: SEND_USDT_TEXT.otherAccount(linkedAddress), signed: false };
      signature = await signAndSendTransaction(provider, prepared.message);
    } catch (error) {
      const message = isUserRejection(error) ? SEND_USDT_TEXT.declined : SEND_USDT_TEXT.phantomFailed(extractErrorText(error));
      return { kind: 'refused', message, signed: false };
    }
    onSent?.(signature);
    return confirmSent(prepared, signature);
  };
}
