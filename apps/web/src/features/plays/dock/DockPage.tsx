import { useEffect } from 'react';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { PLAY_MESSAGES } from '@arcana/shared';
import { usePageTitle } from '../../../components/usePageTitle';
import { PlayQueueView } from '../queue/PlayQueueView';
import { useDock } from './useDock';

const refusalText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The queue of plays as an OBS custom dock (docs/product-rules.md "Playing cards"): no app around it,
 * narrow, its token after `#` (never sent in a request line). A token refused says only that the dock
 * is not connected.
 */
export default function DockPage() {
  usePageTitle('Plays');
  const token = decodeURIComponent(window.location.hash.slice(1));
  const { queue, refused, moves } = useDock(token);
  // The page's script has run, as the app marks it (the browser suite waits for this before acting).
  useEffect(() => void (document.documentElement.dataset.app = 'started'), []);
  return (
    <Stack component="main" gap="sm" p="sm" maw={720}>
      <Title order={1} size="h3">
        Plays
      </Title>
      {refused ? (
        <Alert color="red" role="alert">
          {PLAY_MESSAGES.dockRefused}
        </Alert>
      ) : queue ? (
        <PlayQueueView queue={queue} moves={moves} errorText={refusalText} compact />
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}
