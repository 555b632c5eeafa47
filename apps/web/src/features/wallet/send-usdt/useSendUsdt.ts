import { useState } from 'react';
import { validateUsdtAmount, type ErrorCode } from '@arcana/shared';
import { validateRecipient, type TPreparedUsdtTransfer, type TUsdtTransfer } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../../api/error-text';
import { usePrepareUsdtTransferMutation } from '../wallet.api';
import { usePreparedPayment } from './usePreparedPayment';

export { SEND_USDT_TEXT } from './send-usdt-text';

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

/**
 * Sending USDT from the linked wallet: the form, checked here with the server's own rules; the server
 * prepares the transaction and checks the funds; Phantom signs and sends it; the server confirms it.
 * `donationTo`: a collection the transfer is a donation to (to its project's payout wallet).
 */
export function useSendUsdt(linkedAddress: string, donationTo?: string) {
  const [state, setState] = useState<SendStep>({ step: 'form' });
  const [errors, setErrors] = useState<SendErrors>({});
  const [prepare, { isLoading: preparing }] = usePrepareUsdtTransferMutation();
  const pay = usePreparedPayment(linkedAddress);

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

  async function send() {
    if (state.step !== 'review') return;
    const { prepared } = state;
    setErrors({});
    setState({ step: 'signing', prepared });
    const outcome = await pay(prepared, (signature) => setState({ step: 'confirming', prepared, signature }));
    if (outcome.kind === 'confirmed') return setState({ step: 'sent', transfer: outcome.transfer });
    if (outcome.kind === 'waiting') return setState({ step: 'waiting', prepared, signature: outcome.signature });
    // Refused before Phantom signed: the same transfer can be sent again; after, the network had its word and the form comes back.
    setState(outcome.signed ? { step: 'form' } : { step: 'review', prepared });
    setErrors({ form: outcome.message });
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
