import { Alert, Button, Group, Text } from '@mantine/core';

/** docs/product-rules.md "Inventory": shown while the account has no wallet key. */
export function WalletBanner({ onConnect, loading, disabled }: { onConnect: () => void; loading: boolean; disabled: boolean }) {
  return (
    <Alert color="arcane" title="Connect your Phantom wallet" p="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Link a Phantom wallet to collect reward cards.</Text>
        <Button size="xs" onClick={onConnect} loading={loading} disabled={disabled}>
          Connect Phantom
        </Button>
      </Group>
    </Alert>
  );
}
