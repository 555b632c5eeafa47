import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { SendErrors } from './useSendUsdt';

interface Props {
  /** The wallet's USDT, as the balances call last gave it; undefined while it loads. */
  usdtBalance: number | undefined;
  errors: SendErrors;
  preparing: boolean;
  initial: { recipient: string; amount: string };
  /** A donation's recipient is the project's payout wallet: shown, not typed. */
  recipientFixed?: boolean;
  onReview: (values: { recipient: string; amount: string }) => void;
  onCancel: () => void;
}

/** Recipient and amount; Review asks the server to prepare the transaction (and check the funds). */
export function SendUsdtForm({ usdtBalance, errors, preparing, initial, recipientFixed, onReview, onCancel }: Props) {
  const [recipient, setRecipient] = useState(initial.recipient);
  const [amount, setAmount] = useState(initial.amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReview({ recipient, amount });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={errors.form ?? null} />
        <TextInput
          label="Recipient address"
          description={recipientFixed ? 'The project’s payout wallet, proved by its creator' : 'The Solana wallet address to send to'}
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
          readOnly={recipientFixed}
          error={errors.recipient}
          autoComplete="off"
          spellCheck={false}
          // The first field to type in takes the focus: the amount, when the recipient is given.
          {...(!recipientFixed && { 'data-autofocus': true })}
        />
        <TextInput
          label="Amount (USDT)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={errors.amount}
          autoComplete="off"
          {...(recipientFixed && { 'data-autofocus': true })}
          rightSectionWidth={56}
          rightSection={
            usdtBalance ? (
              <UnstyledButton fz="sm" c="violet.3" onClick={() => setAmount(String(usdtBalance))} aria-label="Max: the whole balance">
                Max
              </UnstyledButton>
            ) : null
          }
        />
        <Text size="sm" c="dimmed">
          {usdtBalance === undefined ? 'Reading your balance…' : `Balance: ${usdtBalance} USDT`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={preparing}>
            Review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
