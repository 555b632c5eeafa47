import { useEffect } from 'react';
import { errorCode } from '../../../api/error-text';
import { useSignedInSession } from '../../sessions';
import { useConfirmUsdtTransferMutation } from '../wallet.api';
import { sentPayments } from './pending-payments';

/**
 * Once a signed-in page opens, tells the server of every payment this browser sent that it may not
 * have heard of: one confirm each, forgotten once the server answers it (any answer of its own: it
 * has the signature, or knows it is none of this account's).
 */
export function useSentPaymentsHeard() {
  const { session } = useSignedInSession();
  const [confirm] = useConfirmUsdtTransferMutation();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    for (const { transferId, signature } of sentPayments.of(userId))
      void confirm({ transferId, signature })
        .unwrap()
        .then(
          () => sentPayments.heard(transferId),
          (failure: unknown) => {
            if (errorCode(failure)) sentPayments.heard(transferId);
          },
        );
  }, [userId, confirm]);
}
