import { Button, Menu } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import { useWallet } from './useWallet';

/** The header's wallet control: connect, or the short address with a disconnect menu. */
export function WalletButton({ fullWidth }: { fullWidth?: boolean }) {
  const wallet = useWallet();
  if (wallet.connected && wallet.publicKey) {
    return (
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light" fullWidth={fullWidth} aria-label={`Wallet ${wallet.publicKey}`}>
            {shortAddress(wallet.publicKey)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" disabled={wallet.isObserving} onClick={() => void wallet.disconnect()}>
            Disconnect Wallet
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
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
}
