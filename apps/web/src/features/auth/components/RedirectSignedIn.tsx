import { useEffect, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { keepNamedPage, useSessionUser } from '../../sessions';
import { discardEarlyForms } from '../../../components/early-form/early-forms';

/**
 * /login and /signup are a visitor's pages: a signed-in user who opens one lands on the inventory.
 * A stored session is checked first, so a token the server refuses still leads to the login form.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, checking } = useSessionUser();
  // What was typed into the page's HTML while the session was unknown was a visitor's: leaving, it
  // must not fill in (or submit) the form of a later visit, after a logout say.
  useEffect(() => void (user && discardEarlyForms()), [user]);
  const [search] = useSearchParams();
  useEffect(() => keepNamedPage(search), [search]);
  if (checking) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (user) return <Navigate to="/inventory" replace />;
  return children;
}
