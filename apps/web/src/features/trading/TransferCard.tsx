import { useRef, useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { validateCardRecipient } from '@arcana/shared/schemas';
import { errorCode, errorField, extractErrorText, isConfirmationDeclined } from '../../api/error-text';
import { ActionWithReason } from '../../components/ActionWithReason';
import { DialogFooter } from '../../components/DialogFooter';
import { toast } from '../../components/toast';
import { useSessionUser } from '../sessions';
import { getPhantom, isUserRejection, signIssuedMessage, WALLET_TEXT } from '../wallet';
import { useCardTradingQuery, useTransferCardMutation, useTransferNonceMutation } from './trading.api';

/** Refusals about who was named: shown under the field, where it is fixed. */
const isAboutRecipient = (error: unknown) => errorCode(error) === 'RECIPIENT_NOT_FOUND' || errorField(error) === 'recipient';

/**
 * 'Transfer to Another Wallet' (docs/product-rules.md "Trading"): gives the card to another account,
 * named by username or linked wallet. Why it cannot be given now is said beneath the button before
 * anyone asks. The server asks "Confirm it's you" (sudo mode); an owner with a linked wallet signs a
 * message naming the card and the recipient in Phantom first. One request id per opening, so a retry
 * after a lost answer is the same transfer.
 */
export function TransferCard({ cardId, cardName }: { cardId: string; cardName: string }) {
  const { data: trading } = useCardTradingQuery(cardId);
  const { user } = useSessionUser();
  const [requestNonce] = useTransferNonceMutation();
  const [transfer] = useTransferCardMutation();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [recipient, setRecipient] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const giving = trading?.giving ?? null;
  const wallet = user?.wallet?.publicKey ?? null;

  const open = () => {
    setRequestId(crypto.randomUUID());
    setRecipient('');
    setFieldError(null);
    setFailure(null);
  };
  // Not while the transfer is under way (Phantom's prompt, the request): its answer belongs to this asking.
  const close = () => !busy && setRequestId(null);
  /** A refusal of the name, said under the field and heard there. */
  const refuseName = (words: string) => {
    setFieldError(words);
    fieldRef.current?.focus();
  };

  /** The linked wallet's signature of this transfer; undefined when the account has no wallet to sign with. */
  async function signature(to: string) {
    if (!wallet) return undefined;
    const provider = getPhantom();
    if (!provider) throw new Error(WALLET_TEXT.notInstalled);
    return signIssuedMessage(provider, () => requestNonce({ cardId, recipient: to }).unwrap());
  }

  async function give(event: FormEvent) {
    event.preventDefault();
    if (!requestId || busy) return;
    const to = recipient.trim();
    const invalid = validateCardRecipient(to);
    setFieldError(null);
    setFailure(null);
    if (invalid) return refuseName(invalid);
    setBusy(true);
    try {
      const signed = await signature(to);
      const given = await transfer({ cardId, requestId, recipient: to, signed }).unwrap();
      setRequestId(null);
      toast.success(given.message);
    } catch (error) {
      if (isConfirmationDeclined(error)) return;
      if (isUserRejection(error)) setFailure('You cancelled the signature request');
      else if (isAboutRecipient(error)) refuseName(extractErrorText(error));
      else setFailure(extractErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Not before the card's state is read. */}
      <ActionWithReason variant="default" onClick={open} disabled={!trading} reason={giving?.message ?? null}>
        Transfer to Another Wallet
      </ActionWithReason>
      <Modal opened={requestId !== null} onClose={close} title={`Transfer ${cardName}`}>
        <form onSubmit={(event) => void give(event)} noValidate>
          <Stack>
            <TextInput
              label="Username or wallet address"
              value={recipient}
              onChange={(event) => setRecipient(event.currentTarget.value)}
              error={fieldError}
              ref={fieldRef}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              required
            />
            <Text size="sm">
              The account you name receives {cardName} at once, with its proof. It cannot be taken back, so check the name with its owner.
            </Text>
            {wallet && (
              <Text size="sm" c="dimmed">
                Your linked wallet signs the transfer: Phantom asks you to approve a message naming the card and the recipient.
              </Text>
            )}
            <DialogFooter failure={failure} onCancel={close} busy={busy}>
              <Button type="submit" loading={busy}>
                Transfer
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
