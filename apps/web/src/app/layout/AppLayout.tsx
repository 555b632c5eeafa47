import { memo, Suspense, useEffect } from 'react';
import { StoredSessionMarkCleared } from '../StoredSessionMarkCleared';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import classes from './AppLayout.module.css';
import { ConnectionLostBanner } from '../../components/ConnectionLostBanner';
import { useWalletAutoConnect } from '../../features/wallet/useWalletAutoConnect';
import { useSentPaymentsHeard } from '../../features/wallet/send-usdt/useSentPaymentsHeard';
import { useRealtime } from '../realtime/useRealtime';
import { ConfirmPresenceHost } from '../../features/auth/reauth/ConfirmPresenceHost';
import { ObserverBanner } from '../../features/observer/ObserverBanner';
import { useReferralArrival } from '../../features/rewards/useReferrals';

const MAIN_ID = 'main-content';

/**
 * Marks the document once React has the page (a prerendered page is only HTML until then, and it is
 * taken over after the layout): end-to-end tests wait for it. Part of the tree the server renders
 * too, so hydration meets the same tree, ids included.
 */
function Started() {
  useEffect(() => void (document.documentElement.dataset.app = 'started'), []);
  return null;
}

/**
 * The page, apart from the layout: the layout re-renders as the session and the realtime state move,
 * and a page still being taken over (hydrated) that got new props would have to be finished at once,
 * in one long task. Without props, it goes on in slices.
 */
const PageOutlet = memo(function PageOutlet() {
  return (
    <Suspense
      fallback={
        <Center mih="60vh">
          <Loader aria-label="Loading page" />
        </Center>
      }
    >
      <Outlet />
      <Started />
      <StoredSessionMarkCleared />
    </Suspense>
  );
});

export function AppLayout() {
  useWalletAutoConnect();
  useSentPaymentsHeard();
  useReferralArrival();
  const realtime = useRealtime();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <ObserverBanner />
      <Header />
      {realtime.lost && <ConnectionLostBanner onRetry={realtime.retry} />}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <PageOutlet />
      </main>
      <ConfirmPresenceHost />
    </>
  );
}
