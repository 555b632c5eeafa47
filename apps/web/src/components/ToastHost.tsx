import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@arcana/shared';
import { onFirstToast } from './toast';
import classes from './ToastHost.module.css';

const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Where toasts appear: at most 5 at once, 3 s each, under the header; mounted with the first toast. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_MAX_VISIBLE} autoClose={TOAST_DURATION_MS} position="top-right" classNames={{ root: classes.toasts }} />
    </Suspense>
  );
}
