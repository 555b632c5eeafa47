import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Anchor, Burger, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../features/sessions/session.api';
import { keepThisPage, signInHref } from '../../features/sessions/return-to';
import { Logo } from '../../components/Logo';
import { NavLinks } from './NavLinks';
import { SessionPlaceholder } from './SessionPlaceholder';
import { VISITOR_ONLY } from '../../components/stored-session-mark';
import classes from './Header.module.css';

// A visitor's first page ships neither the signed-in controls nor the phone drawer.
const SignedInControls = lazy(() => import('./SignedInControls'));
const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header() {
  const session = useSessionUser();
  // The answer to the session check is a store update, drawn at once and in one piece; the controls
  // it brings are drawn at transition priority instead, together (never a visitor's buttons between).
  const user = useDeferredValue(session.user);
  const checking = useDeferredValue(session.checking);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Arcana home" className={classes.start}>
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main" className={classes.middle} wrap="nowrap">
          <NavLinks />
        </Group>
        <Group gap="sm" wrap="nowrap" className={classes.end}>
          {user ? (
            <Suspense fallback={<SessionPlaceholder />}>
              <SignedInControls user={user} />
            </Suspense>
          ) : checking ? (
            // A stored session is being checked: neither a visitor's buttons nor a user's yet.
            <SessionPlaceholder />
          ) : (
            <Group gap="sm" visibleFrom="sm" wrap="nowrap" {...VISITOR_ONLY}>
              <Button component={Link} to={signInHref('/login', pathname)} variant="default" onClick={keepThisPage}>
                Log In
              </Button>
              <Button component={Link} to={signInHref('/signup', pathname)} onClick={keepThisPage}>
                Sign Up
              </Button>
            </Group>
          )}
          <Burger
            opened={drawerOpen}
            onClick={() => setDrawerOpen((open) => !open)}
            hiddenFrom="sm"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
          />
        </Group>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={user} checking={checking} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
