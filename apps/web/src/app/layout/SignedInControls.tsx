import { Box } from '@mantine/core';
import { needsEmailVerification } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { WalletButton } from '../../features/wallet/WalletButton';
import NotificationBell from './NotificationBell';
import { UserMenu } from './UserMenu';

/**
 * The signed-in part of the header (loaded only for signed-in users): wallet, bell and account menu
 * from tablets up; phones keep the bell beside the side menu, which holds the rest.
 */
export default function SignedInControls({ user }: { user: TUser }) {
  // An account that has not verified its e-mail may not act yet (the server refuses it): no wallet, no bell.
  const mayAct = !needsEmailVerification(user);
  return (
    <>
      {mayAct && (
        <Box visibleFrom="sm">
          <WalletButton />
        </Box>
      )}
      {mayAct && <NotificationBell />}
      <Box visibleFrom="sm">
        <UserMenu user={user} />
      </Box>
    </>
  );
}
