import { lazy, Suspense, useState } from 'react';
import { Anchor, Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useAppSelector } from '../../state/store';
import { useSessionQuery } from '../../api/session.api';
import { Logo } from '../../components/Logo';
import { NavLinks } from './NavLinks';
import classes from './Header.module.css';

// A visitor's first page ships neither the user menu nor the phone drawer.
const UserMenu = lazy(() => import('./UserMenu'));
const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header() {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { data } = useSessionQuery(undefined, { skip: !isAuthenticated });
  const user = data?.user;
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Arcana home">
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
          <NavLinks />
        </Group>
        <Group gap="sm" visibleFrom="sm">
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Button component={Link} to="/login" variant="default">
                Log In
              </Button>
              <Button component={Link} to="/signup">
                Sign Up
              </Button>
            </>
          )}
        </Group>
        <Burger opened={drawerOpen} onClick={() => setDrawerOpen((open) => !open)} hiddenFrom="sm" aria-label="Open menu" />
      </Group>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={user} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
