import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { TPreparedUsdtTransfer } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../../components/ErrorAlert';
import classes from './SendUsdt.module.css';

interface Props {
  prepared: TPreparedUsdtTransfer;
  error: string | undefined;
  signing: boolean;
  onBack: () => void;
  onSend: () => void;
}

/** What the wallet will be asked to sign, said plainly before it asks. */
export function SendUsdtReview({ prepared, error, signing, onBack, onSend }: Props) {
  return (
    <Stack gap="sm">
      <ErrorAlert message={error ?? null} />
      <Text>
        You are sending <strong>{prepared.amount} USDT</strong> to
      </Text>
      <Text className={classes.address}>{prepared.recipient}</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {prepared.createsRecipientAccount
            ? `Network fee and the recipient’s new USDT account: ${prepared.solCost} SOL, paid from your wallet.`
            : `Network fee: ${prepared.solCost} SOL, paid from your wallet.`}
        </List.Item>
        <List.Item>Phantom will ask you to approve it. A transfer cannot be undone.</List.Item>
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={signing}>
          Back
        </Button>
        <Button onClick={onSend} loading={signing} data-autofocus>
          Approve in Phantom
        </Button>
      </Group>
    </Stack>
  );
}
