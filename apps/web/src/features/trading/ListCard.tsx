import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { formatUsdtUnits, parseListingPrice, saleSplit, sharePercent } from '@arcana/shared';
import type { TOwnListing } from '@arcana/shared/schemas';
import { errorField, extractErrorText, isConfirmationDeclined } from '../../api/error-text';
import { ActionWithReason } from '../../components/ActionWithReason';
import { DialogFooter } from '../../components/DialogFooter';
import { toast } from '../../components/toast';
import { useCancelListingMutation, useCardTradingQuery, useListCardMutation } from './trading.api';

/** What a buyer pays, split as the sale will pay it: the creator's share and what reaches the seller. */
function SaleSums({ price, creatorShareBps }: { price: string; creatorShareBps: number }) {
  const parsed = parseListingPrice(price);
  const split = 'error' in parsed ? null : saleSplit(parsed.units, creatorShareBps);
  // Mounted while the dialog is, so each new sum is heard.
  return (
    <Text size="sm" aria-live="polite">
      {split &&
        creatorShareBps > 0 &&
        `The creator’s share (${sharePercent(creatorShareBps)}): ${formatUsdtUnits(split.creatorUnits)} USDT. `}
      {split && `You receive ${formatUsdtUnits(split.sellerUnits)} USDT.`}
    </Text>
  );
}

/** The card's open listing: its price, what reaches the seller, and cancelling it at once. */
function OpenListing({
  cardId,
  cardName,
  listing,
  marketPath,
  onCancelled,
}: {
  cardId: string;
  cardName: string;
  listing: TOwnListing;
  marketPath: string;
  onCancelled: () => void;
}) {
  const [cancel, { isLoading }] = useCancelListingMutation();
  return (
    <Paper withBorder p="sm" component="section" aria-label="Listed on the marketplace">
      <Stack gap="xs">
        <Text fw={600}>Listed at {listing.price} USDT</Text>
        <Text size="sm" c="dimmed">
          You receive {listing.sellerGets} USDT when it sells. Until then it is not played, crafted or given.
        </Text>
        <Group gap="sm">
          <Button
            id={`cancel-listing-${cardId}`}
            variant="default"
            size="xs"
            loading={isLoading}
            onClick={() =>
              void cancel(cardId)
                .unwrap()
                .then((answer) => {
                  onCancelled();
                  toast.success(answer.message);
                })
                .catch((error: unknown) => toast.error(`Could not cancel the listing of ${cardName}`, extractErrorText(error)))
            }
          >
            Cancel listing
          </Button>
          <Anchor component={Link} to={marketPath} size="sm">
            See the market
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'List on Marketplace' (docs/product-rules.md "Marketplace"): the card offered at a fixed price in
 * USDT on its project's market, with what the creator's share takes and what reaches the seller said
 * before it is confirmed. Why it cannot be listed now is said beneath the button; once listed, its
 * listing shows instead, to cancel at once. The server asks "Confirm it's you" (sudo mode).
 */
export function ListCard({ cardId, cardName, projectSlug }: { cardId: string; cardName: string; projectSlug: string }) {
  const { data: trading } = useCardTradingQuery(cardId);
  const [list] = useListCardMutation();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  // The action just taken replaces the button that took it: focus goes to the one that takes it back.
  const focusNext = useRef<string | null>(null);
  const marketPath = `/projects/${projectSlug}/market`;
  useEffect(() => {
    const next = focusNext.current && document.getElementById(focusNext.current);
    if (!next) return;
    next.focus();
    focusNext.current = null;
  }, [trading]);

  if (trading?.listing)
    return (
      <OpenListing
        cardId={cardId}
        cardName={cardName}
        listing={trading.listing}
        marketPath={marketPath}
        onCancelled={() => (focusNext.current = `list-card-${cardId}`)}
      />
    );

  const open = () => {
    setRequestId(crypto.randomUUID());
    setPrice('');
    setFieldError(null);
    setFailure(null);
  };
  const close = () => !busy && setRequestId(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!requestId || busy) return;
    const parsed = parseListingPrice(price);
    setFailure(null);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return fieldRef.current?.focus();
    }
    setFieldError(null);
    setBusy(true);
    try {
      const listed = await list({ cardId, requestId, price: price.trim() }).unwrap();
      setRequestId(null);
      focusNext.current = `cancel-listing-${cardId}`;
      toast.success(listed.message);
    } catch (error) {
      if (isConfirmationDeclined(error)) return;
      if (errorField(error) === 'price') {
        setFieldError(extractErrorText(error));
        fieldRef.current?.focus();
      } else setFailure(extractErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ActionWithReason
        id={`list-card-${cardId}`}
        variant="light"
        onClick={open}
        disabled={!trading}
        reason={trading?.selling?.message ?? null}
      >
        List on Marketplace
      </ActionWithReason>
      <Modal opened={requestId !== null} onClose={close} title={`List ${cardName}`}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <TextInput
              label="Price"
              description="In USDT, paid from the buyer’s wallet to yours"
              value={price}
              onChange={(event) => setPrice(event.currentTarget.value)}
              error={fieldError}
              ref={fieldRef}
              inputMode="decimal"
              autoComplete="off"
              rightSection={<Text size="sm">USDT</Text>}
              rightSectionWidth={56}
              data-autofocus
              required
            />
            <SaleSums price={price} creatorShareBps={trading?.creatorShareBps ?? 0} />
            <Text size="sm">
              It shows on its project’s market at once. Until it sells or you cancel, it is not played, crafted or given; cancelling is
              instant.
            </Text>
            <DialogFooter failure={failure} onCancel={close} busy={busy}>
              <Button type="submit" loading={busy}>
                List
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
