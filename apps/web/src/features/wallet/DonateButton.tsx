import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { DonationTarget } from './send-usdt/SendUsdtDialog';
import { useWallet } from './useWallet';

const SendUsdtDialog = lazy(() => import('./send-usdt/SendUsdtDialog'));

/**
 * A donation in USDT from the linked wallet to a project's payout wallet (docs/product-rules.md
 * "Earning rules"), through the same dialog as any transfer; connecting the wallet comes first, and
 * says why: nothing else of earning or drawing needs one (docs/product-rules.md "Draws are earned").
 */
export function DonateButton({ target, disabled }: { target: DonationTarget; disabled?: boolean }) {
  const wallet = useWallet();
  const [open, setOpen] = useState(false);
  if (!wallet.connected || !wallet.publicKey)
    return (
      <Stack gap={4} align="flex-end">
        <Button size="xs" variant="light" onClick={() => void wallet.connect()} loading={wallet.isLoading} disabled={disabled}>
          Connect Wallet to donate
        </Button>
        <Text size="xs" c="dimmed">
          USDT is sent from your Phantom wallet.
        </Text>
      </Stack>
    );
  return (
    <>
      <Button size="xs" onClick={() => setOpen(true)} disabled={disabled} aria-label={`Donate USDT to ${target.project}`}>
        Donate
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SendUsdtDialog linkedAddress={wallet.publicKey} opened onClose={() => setOpen(false)} donation={target} />
        </Suspense>
      )}
    </>
  );
}
