import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import { DisconnectWalletDialog } from './DisconnectWalletDialog';
import { useWallet } from './useWallet';
import { WalletBalances } from './WalletBalances';

// The dialog and its flow come when someone opens it, not with the header.
const SendUsdtDialog = lazy(() => import('./send-usdt/SendUsdtDialog'));

/**
 * The header's wallet control: connect, or the short address with a disconnect menu that asks first.
 * `filled` where connecting is the page's main action.
 */
export function WalletButton({ fullWidth, variant = 'light' }: { fullWidth?: boolean; variant?: 'light' | 'filled' }) {
  const wallet = useWallet();
  const [confirming, setConfirming] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const [sending, setSending] = useState(false);
  // The dialog opens from a menu item that is gone once it closes: the focus comes back here instead.
  const controlRef = useRef<HTMLButtonElement>(null);

  async function disconnect() {
    setDisconnecting(true);
    await wallet.disconnect();
    setDisconnecting(false);
    setConfirming(false);
  }

  const control =
    wallet.connected && wallet.publicKey ? (
      <Menu position="bottom-end">
        <Menu.Target>
          {/* The name holds the short address it shows (WCAG 2.5.3); the whole key on hover. */}
          <Button
            ref={controlRef}
            variant="light"
            fullWidth={fullWidth}
            aria-label={`Wallet ${shortAddress(wallet.publicKey)}`}
            title={wallet.publicKey}
          >
            {shortAddress(wallet.publicKey)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Mounted with each opening, so the balances are read afresh every time. */}
          <WalletBalances publicKey={wallet.publicKey}>
            <Menu.Item disabled={wallet.isObserving} onClick={() => setSending(true)}>
              Send USDT
            </Menu.Item>
          </WalletBalances>
          <Menu.Divider />
          {/* Red text, but not Mantine's red item: its red 6 on its red highlight reads at 2.7:1, and the
              item is highlighted as soon as the menu opens with the focus on it. */}
          <Menu.Item c="red.3" disabled={wallet.isObserving} onClick={() => setConfirming(true)}>
            Disconnect Wallet
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : (
      <Button
        ref={controlRef}
        variant={variant}
        fullWidth={fullWidth}
        loading={wallet.isLoading}
        disabled={wallet.isObserving}
        onClick={() => void wallet.connect()}
      >
        Connect Wallet
      </Button>
    );

  return (
    <>
      {control}
      {sending && wallet.publicKey && (
        <Suspense fallback={null}>
          <SendUsdtDialog linkedAddress={wallet.publicKey} opened onClose={() => setSending(false)} />
        </Suspense>
      )}
      {/* Outside the connected branch, so the dialog closes on its own terms when the wallet goes. */}
      <DisconnectWalletDialog
        opened={confirming}
        disconnecting={disconnecting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
        onClosed={() => controlRef.current?.focus()}
      />
    </>
  );
}
