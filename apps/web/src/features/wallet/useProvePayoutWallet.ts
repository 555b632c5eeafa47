import { useState } from 'react';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { getPhantom, isUserRejection, PHANTOM_WEBSITE, signIssuedMessage, WALLET_TEXT } from './phantom';
import { useClearPayoutWalletMutation, useRequestPayoutNonceMutation, useSetPayoutWalletMutation } from './wallet-nonce.api';

/**
 * A project's payout wallet (docs/product-rules.md "Earning rules"): Phantom's account signs the
 * message naming the project, with a nonce issued to its creator, as a wallet link is signed.
 */
export function useProvePayoutWallet(projectId: string) {
  const [requestNonce] = useRequestPayoutNonceMutation();
  const [setWallet] = useSetPayoutWalletMutation();
  const [clearWallet, { isLoading: clearing }] = useClearPayoutWalletMutation();
  const [proving, setProving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function prove() {
    const provider = getPhantom();
    if (!provider) {
      setFailure(WALLET_TEXT.notInstalled);
      window.open(PHANTOM_WEBSITE, '_blank', 'noopener,noreferrer');
      return;
    }
    setFailure(null);
    setProving(true);
    try {
      const signed = await signIssuedMessage(provider, () => requestNonce(projectId).unwrap());
      toast.success((await setWallet({ ...signed, projectId }).unwrap()).message);
    } catch (error) {
      setFailure(isUserRejection(error) ? 'You cancelled the signature request' : extractErrorText(error));
    } finally {
      setProving(false);
    }
  }

  async function clear() {
    setFailure(null);
    try {
      toast.success((await clearWallet(projectId).unwrap()).message);
    } catch (error) {
      setFailure(extractErrorText(error));
    }
  }

  return { prove, proving, clear, clearing, failure };
}
