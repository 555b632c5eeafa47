import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import type { SendStep } from './useSendUsdt';

const explorerLink = (signature: string) => `https://solscan.io/tx/${signature}`;

function ExplorerLink({ signature }: { signature: string }) {
  return (
    <Anchor href={explorerLink(signature)} target="_blank" rel="noopener noreferrer">
      View on Solscan
    </Anchor>
  );
}

/** After Phantom has sent the transaction: waiting for the network, sent, or sent but not confirmed yet. */
export function SendUsdtOutcome({
  state,
  onDone,
}: {
  state: Extract<SendStep, { step: 'confirming' | 'sent' | 'waiting' }>;
  onDone: () => void;
}) {
  if (state.step === 'confirming')
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" />
        <Text>Waiting for the Solana network to confirm…</Text>
      </Group>
    );
  const sent = state.step === 'sent';
  return (
    <Stack gap="sm">
      <Text role="status">
        {sent
          ? `Sent ${state.transfer.amount} USDT to ${shortAddress(state.transfer.to)}.`
          : 'Your transfer was sent and is waiting for the network. It shows in your recent transfers once confirmed.'}
      </Text>
      <ExplorerLink signature={sent ? state.transfer.signature! : state.signature} />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
