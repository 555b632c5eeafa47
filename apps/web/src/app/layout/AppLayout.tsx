import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import classes from './AppLayout.module.css';
import { ConnectionLostBanner } from '../../components/ConnectionLostBanner';
import { useWalletAutoConnect } from '../../wallet/useWalletAutoConnect';
import { useRealtime } from '../../realtime/useRealtime';
import { ConfirmPresenceHost } from '../../features/reauth/ConfirmPresenceHost';
import { ObserverBanner } from '../../features/admin/ObserverBanner';

const MAIN_ID = 'main-content';

export function AppLayout() {
  useWalletAutoConnect();
  const realtime = useRealtime();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <ObserverBanner />
      <Header />
      {realtime.lost && <ConnectionLostBanner onRetry={realtime.retry} />}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
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
