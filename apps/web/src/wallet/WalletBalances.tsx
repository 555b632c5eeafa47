import { Box, Menu, Skeleton, Text } from '@mantine/core';
import { useWalletBalancesQuery } from '../api/wallet.api';

/** SOL and USDT of the linked wallet, read when the menu opens. */
export function WalletBalances({ publicKey }: { publicKey: string }) {
  const { data, isError } = useWalletBalancesQuery(publicKey, { refetchOnMountOrArgChange: true });
  return (
    <>
      <Menu.Label>Balances</Menu.Label>
      <Box px="sm" pb="xs" aria-live="polite">
        {isError ? (
          <Text size="sm" c="dimmed">
            Balances unavailable
          </Text>
        ) : !data ? (
          <Skeleton height={36} width={140} aria-label="Reading balances" />
        ) : (
          <>
            <Text size="sm">{data.sol} SOL</Text>
            <Text size="sm">{data.usdt} USDT</Text>
          </>
        )}
      </Box>
    </>
  );
}
