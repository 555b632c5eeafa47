import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { useWalletAutoConnect } from '../../wallet/useWalletAutoConnect';
import { useRealtime } from '../../realtime/useRealtime';

export function AppLayout() {
  useWalletAutoConnect();
  useRealtime();
  return (
    <>
      <Header />
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
    </>
  );
}
