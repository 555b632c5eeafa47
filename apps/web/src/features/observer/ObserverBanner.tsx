import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useSessionUser } from '../sessions';
import { useObserverMode } from './useObserverMode';
import classes from './ObserverBanner.module.css';

/** The banner's height, in the page's top chrome (global.css): toasts and focus scrolling keep below it. */
const BANNER_HEIGHT = '--arcana-observer-banner-height';

/** docs/product-rules.md "Observer mode": at the top while observing, with 'Exit Observer Mode' back to /admin. */
export function ObserverBanner() {
  const { user, isObserving } = useSessionUser();
  const { exit, exiting } = useObserverMode();
  const ref = useRef<HTMLDivElement>(null);
  const shown = isObserving && Boolean(user);
  // Toasts start below the banner (its height: it wraps on a phone), never over its Exit button.
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(BANNER_HEIGHT);
    };
  }, [shown]);
  if (!shown || !user) return null;
  return (
    <div ref={ref} className={classes.banner} role="region" aria-label="Observer mode">
      <Group justify="center" gap="md" wrap="wrap">
        <Text size="sm" fw={600}>
          Observer Mode: you are viewing {user.username}&rsquo;s account. Nothing can be changed.
        </Text>
        <Button size="xs" color="dark" variant="white" loading={exiting} onClick={() => void exit()}>
          Exit Observer Mode
        </Button>
      </Group>
    </div>
  );
}
