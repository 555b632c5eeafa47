import { Badge, Button, Drawer, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { needsEmailVerification } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { Logo } from '../../components/Logo';
import { useReturnFocus } from '../../components/useReturnFocus';
import { useUnreadCountQuery } from '../../features/notifications/notifications.api';
import { useLogout } from '../../features/sessions/useSession';
import { keepThisPage, signInHref } from '../../features/sessions/return-to';
import { WalletButton } from '../../features/wallet/WalletButton';
import { badgeText } from './badge-text';
import { NavLinks } from './NavLinks';
import classes from './Header.module.css';

interface Props {
  user: TUser | undefined;
  /** The stored session is still being checked: no Log In / Sign Up for a user who is signed in. */
  checking: boolean;
  onClose: () => void;
}

/** What opens over the page: a key pressed in one of these is its own. */
const OVERLAYS = '[role="dialog"], [role="menu"], [role="listbox"]';

/** The phone side menu: navigation and Notifications, then the wallet and account, or Log In / Sign Up. */
export default function MobileMenu({ user, checking, onClose }: Props) {
  // Mounted only while open: Mantine's own focus return never runs, so the burger gets it back here.
  useReturnFocus();
  const menu = useRef<HTMLDivElement>(null);
  // Escape closes the menu when pressed in it, or on the page before the focus has moved into it (a
  // quick Escape right after opening, on the burger), but not in what opens over it (the wallet's menu,
  // the Disconnect wallet? dialog): that closes alone. Mantine's own handler would close the menu under it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const over = event.target instanceof Element ? event.target.closest(OVERLAYS) : null;
      if (!over || (menu.current && over.contains(menu.current))) onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  const mayAct = Boolean(user && !needsEmailVerification(user));
  const { pathname } = useLocation();
  const leaveToSignIn = () => {
    keepThisPage();
    onClose();
  };
  return (
    <Drawer
      opened
      onClose={onClose}
      title={<Logo />}
      position="right"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      closeOnEscape={false}
    >
      <Stack gap="md" ref={menu}>
        <Stack gap="md" component="nav" aria-label="Mobile">
          <NavLinks onNavigate={onClose} />
          {mayAct && <NotificationsEntry onNavigate={onClose} />}
        </Stack>
        {checking && <Loader size="sm" aria-label="Loading your account" />}
        {user && <AccountActions mayAct={mayAct} onClose={onClose} />}
        {!user && !checking && (
          <>
            <Button component={Link} to={signInHref('/login', pathname)} variant="default" onClick={leaveToSignIn}>
              Log In
            </Button>
            <Button component={Link} to={signInHref('/signup', pathname)} onClick={leaveToSignIn}>
              Sign Up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function NotificationsEntry({ onNavigate }: { onNavigate: () => void }) {
  const { data } = useUnreadCountQuery();
  const count = data?.unreadCount ?? 0;
  return (
    <NavLink to="/notifications" end className={classes.link} onClick={onNavigate}>
      Notifications{' '}
      {count > 0 && (
        <Badge component="span" size="sm" color="red" ml={8}>
          {badgeText(count)}
          <VisuallyHidden> unread</VisuallyHidden>
        </Badge>
      )}
    </NavLink>
  );
}

function AccountActions({ mayAct, onClose }: { mayAct: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <>
      {mayAct && <WalletButton fullWidth />}
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
  );
}
