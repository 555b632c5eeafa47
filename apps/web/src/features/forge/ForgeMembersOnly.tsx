import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { ForgeAccessRequired } from './ForgeAccessRequired';
import { useForgeAccess } from './useForgeAccess';

/** The tab's content for a signed-in user who is not observing; the reason it is closed to anyone else. */
export function ForgeMembersOnly({ children }: { children: ReactNode }) {
  const access = useForgeAccess();
  if (access === 'checking') {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your access" />
      </Center>
    );
  }
  if (access === 'granted') return children;
  return <ForgeAccessRequired reason={access} />;
}
