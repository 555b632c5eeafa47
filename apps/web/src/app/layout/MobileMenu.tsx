import { Button, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { needsEmailVerification } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { Logo } from '../../components/Logo';
import { useLogout } from '../../features/auth/hooks/useSession';
import { WalletButton } from '../../wallet/WalletButton';
import { NavLinks } from './NavLinks';

/** The phone side menu: navigation, then the wallet and account, or Log In / Sign Up. */
export default function MobileMenu({ user, onClose }: { user: TUser | undefined; onClose: () => void }) {
  const logout = useLogout();
  return (
    <Drawer opened onClose={onClose} title={<Logo />} position="right" size="xs">
      <Stack gap="md" component="nav" aria-label="Mobile">
        <NavLinks onNavigate={onClose} />
        {user ? (
          <>
            {!needsEmailVerification(user) && <WalletButton fullWidth />}
            <Button component={Link} to="/inventory" onClick={onClose}>
              My Inventory
            </Button>
            <Button component={Link} to="/settings" variant="default" onClick={onClose}>
              Settings
            </Button>
            <Button variant="subtle" color="red" onClick={() => void logout().then(onClose)}>
              Logout
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/login" variant="default" onClick={onClose}>
              Log In
            </Button>
            <Button component={Link} to="/signup" onClick={onClose}>
              Sign Up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
