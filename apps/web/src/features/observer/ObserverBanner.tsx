import { Button, Group, Text } from '@mantine/core';
import { useSessionUser } from '../sessions';
import { useObserverMode } from './useObserverMode';
import classes from './ObserverBanner.module.css';

/** docs/product-rules.md "Observer mode": at the top while observing, with 'Exit Observer Mode' back to /admin. */
export function ObserverBanner() {
  const { user, isObserving } = useSessionUser();
  const { exit, exiting } = useObserverMode();
  if (!isObserving || !user) return null;
  return (
    <div className={classes.banner} role="region" aria-label="Observer mode">
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
