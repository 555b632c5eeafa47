import { useState } from 'react';
import { shortAddress, validateUsdtAmount, type ErrorCode } from '@arcana/shared';
import { validateRecipient, type TPreparedUsdtTransfer, type TUsdtTransfer } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../../api/error-text';
import { useConfirmUsdtTransferMutation, usePrepareUsdtTransferMutation } from '../wallet.api';
import { ownRequestsActions } from '../../../state/own-requests.slice';
import { useAppDispatch } from '../../../state/store';
import { getPhantom, isUserRejection, keyToString, signAndSendTransaction, WALLET_TEXT } from '../phantom';

/** Confirm calls while the network has not confirmed (each waits up to 30 s on the server). */
const CONFIRM_ATTEMPTS = 3;

export const SEND_USDT_TEXT = {
  declined: 'You declined the transfer in Phantom. Nothing was sent.',
  otherAccount: (linked: string) =>
    `Phantom is on another account. Switch it to ${shortAddress(linked)}, the wallet linked to your account.`,
  phantomFailed: (reason: string) => `Phantom could not send the transfer: ${reason}`,
} as const;

export type SendStep =
  | { step: 'form' }
  | { step: 'review'; prepared: TPreparedUsdtTransfer }
  | { step: 'signing'; prepared: TPreparedUsdtTransfer }
  | { step: 'confirming'; prepared: TPreparedUsdtTransfer; signature: string }
  | { step: 'sent'; transfer: TUsdtTransfer }
  /** Sent by the wallet, but the network (or our server) has not confirmed it yet. */
  | { step: 'waiting'; prepared: TPreparedUsdtTransfer; signature: string };

export interface SendErrors {
  recipient?: string;
  amount?: string;
  form?: string;
}

/** Where the server's refusal belongs: under the field it is about, else above the form. */
const FIELD_OF: Partial<Record<ErrorCode, keyof SendErrors>> = {
  RECIPIENT_IS_TOKEN_ACCOUNT: 'recipient',
  INSUFFICIENT_USDT: 'amount',
};

/** The refusals after which the network has had its word: nothing moved, the form comes back. */
const SETTLED_REFUSALS: ErrorCode[] = ['TRANSFER_FAILED', 'TRANSFER_EXPIRED', 'TRANSFER_SIGNATURE_INVALID', 'TRANSFER_NOT_FOUND'];

/**
 * Sending USDT from the linked wallet: the form, checked here with the server's own rules; the server
 * prepares the transaction and checks the funds; Phantom signs and sends it; the server confirms it.
 * `donationTo`: a collection the transfer is a donation to (to its project's payout wallet).
 */
export function useSendUsdt(linkedAddress: string, donationTo?: string) {
  const [state, setState] = useState<SendStep>({ step: 'form' });
  const [errors, setErrors] = useState<SendErrors>({});
  const [prepare, { isLoading: preparing }] = usePrepareUsdtTransferMutation();
  const [confirm] = useConfirmUsdtTransferMutation();
  const dispatch = useAppDispatch();

  async function review(values: { recipient: string; amount: string }) {
    const found = {
      recipient: validateRecipient(values.recipient, linkedAddress) ?? undefined,
      amount: validateUsdtAmount(values.amount) ?? undefined,
    };
    setErrors(found);
    if (found.recipient || found.amount) return;
    try {
      const prepared = await prepare({
        recipient: values.recipient.trim(),
        amount: values.amount.trim(),
        ...(donationTo && { collectionId: donationTo }),
      }).unwrap();
      setState({ step: 'review', prepared });
    } catch (failure) {
      setErrors({ [FIELD_OF[errorCode(failure)!] ?? 'form']: extractErrorText(failure) });
    }
  }

  async function confirmSent(prepared: TPreparedUsdtTransfer, signature: string) {
    setState({ step: 'confirming', prepared, signature });
    // The dialog says it was sent; the server's 'USDT sent' notification, which names the transfer, stays quiet in this tab.
    dispatch(ownRequestsActions.toldHere(prepared.transferId));
    for (let attempt = 1; attempt <= CONFIRM_ATTEMPTS; attempt++) {
      try {
        const transfer = await confirm({ transferId: prepared.transferId, signature }).unwrap();
        if (transfer.status === 'confirmed') return setState({ step: 'sent', transfer });
      } catch (failure) {
        const code = errorCode(failure);
        if (!code || !SETTLED_REFUSALS.includes(code)) break;
        dispatch(ownRequestsActions.released(prepared.transferId));
        setState({ step: 'form' });
        return setErrors({ form: extractErrorText(failure) });
      }
    }
    dispatch(ownRequestsActions.released(prepared.transferId));
    setState({ step: 'waiting', prepared, signature });
  }

  async function send() {
    if (state.step !== 'review') return;
    const { prepared } = state;
    const provider = getPhantom();
    if (!provider) return setErrors({ form: WALLET_TEXT.notInstalled });
    if (provider.publicKey && keyToString(provider.publicKey) !== linkedAddress)
      return setErrors({ form: SEND_USDT_TEXT.otherAccount(linkedAddress) });
    setErrors({});
    setState({ step: 'signing', prepared });
    let signature: string;
    try {
      signature = await signAndSendTransaction(provider, prepared.message);
    } catch (error) {
      setState({ step: 'review', prepared });
      return setErrors({ form: isUserRejection(error) ? SEND_USDT_TEXT.declined : SEND_USDT_TEXT.phantomFailed(extractErrorText(error)) });
    }
    await confirmSent(prepared, signature);
  }

  return {
    state,
    errors,
    preparing,
    review,
    send,
    back: () => {
      setErrors({});
      setState({ step: 'form' });
    },
  };
}
