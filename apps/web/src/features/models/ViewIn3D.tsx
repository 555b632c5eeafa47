import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { CardViewerProps } from './CardViewer';

/** The viewer and its 3D library: fetched the first time a card is opened in 3D, by no page before. */
const LazyCardViewer = lazy(() => import('./CardViewer'));

export const viewerLoading = (
  <Text size="sm" c="dimmed" role="status">
    Loading the 3D view…
  </Text>
);

/** A viewer of a model at an address: the share page's. */
export function CardViewerAt(props: CardViewerProps) {
  return (
    <Suspense fallback={viewerLoading}>
      <LazyCardViewer {...props} />
    </Suspense>
  );
}

/**
 * "View in 3D": a toggle that opens the card's 3D view in place (its content, given as children, is
 * rendered only once opened) and closes it again.
 */
export function ViewIn3D({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const region = useId();
  return (
    <Stack gap="xs">
      <Button variant="light" aria-expanded={open} aria-controls={region} onClick={() => setOpen((was) => !was)}>
        {open ? 'Close the 3D view' : 'View in 3D'}
      </Button>
      <div id={region}>{open && children}</div>
    </Stack>
  );
}
