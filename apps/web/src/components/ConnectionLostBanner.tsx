import { Button, Group, Text } from '@mantine/core';
import classes from './ConnectionLostBanner.module.css';

/** Shown under the header once the realtime link gave up reconnecting: the page still works, only live updates stop. */
export function ConnectionLostBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={classes.banner} role="status">
      <Group justify="center" gap="sm" wrap="nowrap">
        <Text size="sm">Live connection lost. Updates are paused until it is back.</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry} style={{ flexShrink: 0 }}>
          Retry
        </Button>
      </Group>
    </div>
  );
}
