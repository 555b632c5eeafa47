import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useWalletBalancesQuery } from '../wallet.api';
import { useStepFocus } from '../../../components/useStepFocus';
import { SendUsdtForm } from './SendUsdtForm';
import { SendUsdtOutcome } from './SendUsdtOutcome';
import { SendUsdtReview } from './SendUsdtReview';
import { UsdtTransferHistory } from './UsdtTransferHistory';
import { useSendUsdt } from './useSendUsdt';

interface Props {
  /** The wallet linked to the account: the only one USDT is sent from. */
  linkedAddress: string;
  opened: boolean;
  onClose: () => void;
}

/** Send USDT (loaded with the dialog, not with the header): form, review, Phantom, the network's answer. */
export default function SendUsdtDialog({ linkedAddress, opened, onClose }: Props) {
  const flow = useSendUsdt(linkedAddress);
  const { data: balances } = useWalletBalancesQuery(linkedAddress, { refetchOnMountOrArgChange: true });
  // Back from the review keeps what was typed.
  const [values, setValues] = useState({ recipient: '', amount: '' });
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
      title="Send USDT"
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
              onReview={(typed) => {
                setValues(typed);
                void flow.review(typed);
              }}
              onCancel={onClose}
            />
            <UsdtTransferHistory />
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
