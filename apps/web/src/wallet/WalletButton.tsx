import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import { DisconnectWalletDialog } from './DisconnectWalletDialog';
import { useWallet } from './useWallet';

/** The header's wallet control: connect, or the short address with a disconnect menu that asks first. */
export function WalletButton({ fullWidth }: { fullWidth?: boolean }) {
  const wallet = useWallet();
  const [confirming, setConfirming] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

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
          <Button variant="light" fullWidth={fullWidth} aria-label={`Wallet ${shortAddress(wallet.publicKey)}`} title={wallet.publicKey}>
            {shortAddress(wallet.publicKey)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" disabled={wallet.isObserving} onClick={() => setConfirming(true)}>
            Disconnect Wallet
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : (
      <Button
        variant="light"
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
      {/* Outside the connected branch, so the dialog closes on its own terms when the wallet goes. */}
      <DisconnectWalletDialog
        opened={confirming}
        disconnecting={disconnecting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
      />
    </>
  );
}
