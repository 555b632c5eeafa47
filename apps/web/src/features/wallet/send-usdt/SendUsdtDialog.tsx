import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useWalletBalancesQuery } from '../wallet.api';
import { useStepFocus } from '../../../components/useStepFocus';
import { SendUsdtForm } from './SendUsdtForm';
import { SendUsdtOutcome } from './SendUsdtOutcome';
import { SendUsdtReview } from './SendUsdtReview';
import { UsdtTransferHistory } from './UsdtTransferHistory';
import { useSendUsdt } from './useSendUsdt';

/** A donation to a collection: to its project's payout wallet, which the form shows and does not let change. */
export interface DonationTarget {
  collectionId: string;
  recipient: string;
  project: string;
}

interface Props {
  /** The wallet linked to the account: the only one USDT is sent from. */
  linkedAddress: string;
  opened: boolean;
  onClose: () => void;
  donation?: DonationTarget;
}

/** Send USDT (loaded with the dialog, not with the header): form, review, Phantom, the network's answer. */
export default function SendUsdtDialog({ linkedAddress, opened, onClose, donation }: Props) {
  const flow = useSendUsdt(linkedAddress, donation?.collectionId);
  const { data: balances } = useWalletBalancesQuery(linkedAddress, { refetchOnMountOrArgChange: true });
  // Back from the review keeps what was typed.
  const [values, setValues] = useState({ recipient: donation?.recipient ?? '', amount: '' });
  const { state } = flow;
  const busy = state.step === 'signing' || state.step === 'confirming';
  const stepRef = useStepFocus(state.step);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      title={donation ? `Donate USDT to ${donation.project}` : 'Send USDT'}
      centered
    >
      <div ref={stepRef}>
        {state.step === 'form' && (
          <>
            <SendUsdtForm
              usdtBalance={balances?.usdt}
              errors={flow.errors}
              preparing={flow.preparing}
              initial={values}
              recipientFixed={Boolean(donation)}
              onReview={(typed) => {
                setValues(typed);
                void flow.review(typed);
              }}
              onCancel={onClose}
            />
            {!donation && <UsdtTransferHistory />}
          </>
        )}
        {(state.step === 'review' || state.step === 'signing') && (
          <SendUsdtReview
            prepared={state.prepared}
            error={flow.errors.form}
            signing={state.step === 'signing'}
            onBack={flow.back}
            onSend={() => void flow.send()}
          />
        )}
        {(state.step === 'confirming' || state.step === 'sent' || state.step === 'waiting') && (
          <SendUsdtOutcome state={state} onDone={onClose} />
        )}
      </div>
    </Modal>
  );
}
