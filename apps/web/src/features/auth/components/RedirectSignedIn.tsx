import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSessionUser } from '../../../api/session.api';

/**
 * /login and /signup are a visitor's pages: a signed-in user who opens one lands on the inventory.
 * A stored session is checked first, so a token the server refuses still leads to the login form.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, checking } = useSessionUser();
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
