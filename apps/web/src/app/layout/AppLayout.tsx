import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { ConnectionLostBanner } from '../../components/ConnectionLostBanner';
import { useWalletAutoConnect } from '../../wallet/useWalletAutoConnect';
import { useRealtime } from '../../realtime/useRealtime';
import { ConfirmPresenceHost } from '../../features/reauth/ConfirmPresenceHost';

export function AppLayout() {
  useWalletAutoConnect();
  const realtime = useRealtime();
  return (
    <>
      <Header />
      {realtime.lost && <ConnectionLostBanner onRetry={realtime.retry} />}
      <main>
        <Suspense
          fallback={
            <Center mih="60vh">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <ConfirmPresenceHost />
    </>
  );
}
