import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { MARKET_MESSAGES } from '@arcana/shared';
import type { TMarketListing, TReservation } from '@arcana/shared/schemas';
import { api } from '../../../api/api';
import { extractErrorText, isConfirmationDeclined } from '../../../api/error-text';
import { DialogFooter } from '../../../components/DialogFooter';
import { toast } from '../../../components/toast';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { ownRequestsActions } from '../../../state/own-requests.slice';
import { useAppDispatch } from '../../../state/store';
import { usePreparedPayment } from '../../wallet';
import { useLazyReservationQuery, useReserveListingMutation } from '../trading.api';

type Step = 'ask' | 'reserving' | 'signing' | 'confirming' | 'waiting' | 'late';

const STEP_WORDS: Partial<Record<Step, string>> = {
  reserving: 'Reserving it for you…',
  signing: 'Approve the payment in Phantom.',
  confirming: 'Payment sent. Waiting for the network to confirm it…',
  waiting: 'Your payment was sent. The card is yours as soon as the network confirms it: you will be told.',
};

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * Buying a listing (docs/product-rules.md "Marketplace"): it is reserved for the buyer for two
 * minutes, then their linked wallet pays it in one transaction (the seller's part and the creator's
 * share) and the server confirms it on chain; the card is theirs once it does. A payment that lands
 * after the listing closed is said, with what happens to it.
 */
export function BuyListing({ listing, wallet, onClose }: { listing: TMarketListing; wallet: string; onClose: () => void }) {
  // Mounted only while open: focus goes back to the Buy that opened it.
  useReturnFocus();
  const [reserve] = useReserveListingMutation();
  const [readReservation] = useLazyReservationQuery();
  const pay = usePreparedPayment(wallet);
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>('ask');
  const [reservation, setReservation] = useState<TReservation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = step === 'reserving' || step === 'signing' || step === 'confirming';

  async function buy() {
    setFailure(null);
    setStep('reserving');
    try {
      const answer = await reserve(listing.id).unwrap();
      const { id } = answer.reservation;
      setReservation(answer.reservation);
      setStep('signing');
      // This dialog says what became of the purchase; the server's notice of it only counts in the bell here.
      dispatch(ownRequestsActions.toldHere(id));
      const outcome = await pay(answer.payment, () => setStep('confirming'));
      if (outcome.kind === 'refused') {
        dispatch(ownRequestsActions.released(id));
        setStep('ask');
        return setFailure(outcome.message);
      }
      // The server answers a confirmed payment once its outbox has moved the card (or found the listing
      // closed): one read says which. Still held, a busy outbox has it in hand, and its notice tells.
      const state = outcome.kind === 'confirmed' ? (await readReservation(id).unwrap()).state : 'reserved';
      if (state === 'reserved') dispatch(ownRequestsActions.released(id));
      dispatch(api.util.invalidateTags(['Market', 'Collectibles', 'Collected']));
      if (state === 'sold') {
        toast.success(MARKET_MESSAGES.bought(listing.card.name, listing.price));
        return onClose();
      }
      setStep(state === 'refund_due' ? 'late' : 'waiting');
    } catch (error) {
      setStep('ask');
      if (!isConfirmationDeclined(error)) setFailure(extractErrorText(error));
    }
  }

  return (
    <Modal opened onClose={() => !busy && onClose()} title={`Buy ${listing.card.name}`}>
      <Stack>
        <Text>
          {listing.price} USDT to {listing.seller}, paid from your linked wallet in one transaction.
          {listing.creatorShare !== '0' && ` ${listing.creatorShare} USDT of it is the creator’s share.`} The network’s fee is yours.
        </Text>
        {reservation && step !== 'late' && (
          <Text size="sm" c="dimmed">
            Reserved for you until {time(reservation.expiresAt)}.
          </Text>
        )}
        {/* Mounted from the start, so its first words are heard. */}
        <Text size="sm" role="status">
          {STEP_WORDS[step]}
        </Text>
        {step === 'late' && (
          <Alert color="orange" role="alert">
            {MARKET_MESSAGES.late(listing.card.name, listing.price)}
          </Alert>
        )}
        <DialogFooter failure={failure} onCancel={onClose} busy={busy} cancelLabel={step === 'ask' ? 'Cancel' : 'Close'}>
          {(step === 'ask' || busy) && (
            <Button onClick={() => void buy()} loading={busy} data-autofocus>
              Reserve and pay {listing.price} USDT
            </Button>
          )}
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
