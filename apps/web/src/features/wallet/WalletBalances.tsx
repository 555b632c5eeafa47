import { useId, type ReactNode } from 'react';
import { Box, Menu, Text } from '@mantine/core';
import { useWalletBalancesQuery } from './wallet.api';

/**
 * SOL and USDT of the linked wallet, read when the menu opens. A menu holds only items and groups, so
 * the balances name the group of the items about them: a screen reader says them with Send USDT.
 */
export function WalletBalances({ publicKey, children }: { publicKey: string; children: ReactNode }) {
  const id = useId();
  const { data, isError } = useWalletBalancesQuery(publicKey, { refetchOnMountOrArgChange: true });
  return (
    <div role="group" aria-labelledby={`${id}-label ${id}-amounts`}>
      <Menu.Label id={`${id}-label`}>Balances</Menu.Label>
      <Box id={`${id}-amounts`} px="sm" pb="xs">
        {isError ? (
          <Text size="sm" c="dimmed">
            Balances unavailable
          </Text>
        ) : !data ? (
          <Text size="sm" c="dimmed">
            Reading…
          </Text>
        ) : (
          <>
            <Text size="sm">{data.sol} SOL</Text>
            <Text size="sm">{data.usdt} USDT</Text>
          </>
        )}
      </Box>
      {children}
    </div>
  );
}
