import { useCallback } from 'react';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { extractErrorText, isConfirmationDeclined } from '../../api/error-text';
import { useLinkWalletMutation, useUnlinkWalletMutation } from './wallet.api';
import { ownRequestsActions } from '../../state/own-requests.slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { toast } from '../../components/toast';
import { useSignedInSession } from '../sessions';
import { connectPhantom, getPhantom, isUserRejection, PHANTOM_WEBSITE, signLinkMessage, WALLET_TEXT } from './phantom';
import { useRequestWalletNonceMutation } from './wallet-nonce.api';
import { walletActions } from '../../state/wallet.slice';

/** Connecting, linking and disconnecting the Phantom wallet, with every toast of docs/product-rules.md "Wallet". */
export function useWallet() {
  const dispatch = useAppDispatch();
  const wallet = useAppSelector((s) => s.wallet);
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { session } = useSignedInSession();
  const isObserving = session?.isObserving ?? false;
  const [requestNonce] = useRequestWalletNonceMutation();
  const [linkWallet] = useLinkWalletMutation();
  const [unlinkWallet] = useUnlinkWalletMutation();

  const connect = useCallback(async () => {
    if (!isAuthenticated) {
      toast.error('Authentication Required', 'Please log in to connect your wallet');
      return;
    }
    if (isObserving) {
      toast.error('Observer Mode', 'Cannot connect wallet while in observer mode');
      return;
    }
    const provider = getPhantom();
    if (!provider) {
      dispatch(walletActions.failed(WALLET_TEXT.notInstalled));
      toast.error(WALLET_TEXT.notInstalled);
      window.open(PHANTOM_WEBSITE, '_blank', 'noopener,noreferrer');
      return;
    }
    dispatch(walletActions.connecting());
    let publicKey: string;
    try {
      publicKey = await connectPhantom(provider);
    } catch (error) {
      const text = extractErrorText(error);
      const message =
        text === WALLET_TEXT.timeout ? text : text === CLIENT_MESSAGES.unknown ? WALLET_TEXT.failedToConnect : `Failed to connect: ${text}`;
      dispatch(walletActions.failed(message));
      toast.error('Connection Failed', message);
      return;
    }
    // The toast below says it; the server's 'wallet_linked' notification stays quiet here.
    const requestId = crypto.randomUUID();
    try {
      // The server issues the nonce to this account, so the signature can link no other.
      const issued = await requestNonce().unwrap();
      const signed = await signLinkMessage(provider, { ...issued, address: publicKey });
      dispatch(ownRequestsActions.toldHere(requestId));
      await linkWallet({ ...signed, nonce: issued.nonce, requestId }).unwrap();
      dispatch(walletActions.connected(signed.publicKey));
      toast.success('Wallet Connected', 'Your wallet has been successfully linked');
    } catch (error) {
      dispatch(ownRequestsActions.released(requestId));
      // An unsigned or refused link leaves no half-connected wallet behind.
      await provider.disconnect().catch(() => undefined);
      dispatch(walletActions.disconnected());
      if (isUserRejection(error)) toast.error('Signature Cancelled', 'You cancelled the signature request');
      else toast.error('Connection Failed', error instanceof Error ? WALLET_TEXT.failedToLink : extractErrorText(error));
    }
  }, [dispatch, isAuthenticated, isObserving, linkWallet, requestNonce]);

  const disconnect = useCallback(async () => {
    if (isObserving) {
      toast.error('Observer Mode', 'Cannot disconnect wallet while in observer mode');
      return;
    }
    const requestId = crypto.randomUUID();
    dispatch(ownRequestsActions.toldHere(requestId));
    try {
      // The account first: a cancelled "Confirm it's you" leaves the wallet connected and linked.
      await unlinkWallet({ requestId }).unwrap();
    } catch (error) {
      dispatch(ownRequestsActions.released(requestId));
      if (!isConfirmationDeclined(error)) toast.error('Disconnect Failed', WALLET_TEXT.failedToDisconnect);
      return;
    }
    await getPhantom()
      ?.disconnect()
      .catch(() => undefined);
    dispatch(walletActions.disconnected());
    toast.success('Wallet Disconnected', 'Your wallet has been disconnected');
  }, [dispatch, isObserving, unlinkWallet]);

  return { ...wallet, isObserving, connect, disconnect };
}
