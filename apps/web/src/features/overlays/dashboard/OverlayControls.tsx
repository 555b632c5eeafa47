import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RARITIES } from '@arcana/shared';
import type { TOverlay } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { toast } from '../../../components/toast';
import { rarityLabel } from '../../cards';
import {
  useChangeOverlayMutation,
  useClearAlertsMutation,
  useReplayAlertMutation,
  useSkipAlertMutation,
  useTestAlertMutation,
} from '../overlays.api';

type Answer = { data: { message: string } } | { data?: undefined; error: unknown };

/**
 * The queue while live: whether OBS has the overlay open now, a test of each rarity, and skip, replay,
 * pause and clear (docs/product-rules.md "Stream overlay"). Each says what it did, or why not.
 */
export function OverlayControls({ overlay }: { overlay: TOverlay }) {
  const { projectId, connected, waiting, settings } = overlay;
  const [test] = useTestAlertMutation();
  const [skip] = useSkipAlertMutation();
  const [replay] = useReplayAlertMutation();
  const [clear] = useClearAlertsMutation();
  const [change, changing] = useChangeOverlayMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function act(title: string, call: Promise<Answer>) {
    const answer = await call;
    if (answer.data) {
      setFailure(null);
      toast.success(title, answer.data.message);
    } else setFailure(extractErrorText(answer.error));
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overlay-live">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="overlay-live">
            Live
          </Title>
          <Badge color={connected ? 'green' : 'gray'} variant="dot" size="lg" role="status" aria-live="polite">
            {connected ? 'OBS connected' : 'OBS not connected'}
          </Badge>
        </Group>
        <Text c="dimmed">
          {waiting === 1 ? '1 alert waiting' : `${waiting} alerts waiting`}
          {settings.paused && ', held while paused'}
        </Text>
        <ErrorAlert message={failure} />
        <Text fw={600} id="overlay-tests">
          Send a test alert
        </Text>
        <Group gap="xs" role="group" aria-labelledby="overlay-tests">
          {RARITIES.map((rarity) => (
            <Button key={rarity} variant="light" size="sm" onClick={() => void act('Test alert', test({ projectId, rarity }))}>
              {rarityLabel(rarity)}
            </Button>
          ))}
          <Button variant="light" size="sm" onClick={() => void act('Test alert', test({ projectId, earned: true }))}>
            Draws earned
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => void act('Skipped', skip(projectId))}>
            Skip current
          </Button>
          <Button variant="default" onClick={() => void act('Replay', replay(projectId))}>
            Replay last
          </Button>
          <Button variant="default" loading={changing.isLoading} onClick={() => void change({ projectId, paused: !settings.paused })}>
            {settings.paused ? 'Resume' : 'Pause'}
          </Button>
          <Button color="red" variant="light" disabled={waiting === 0} onClick={() => void act('Cleared', clear(projectId))}>
            Clear waiting
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
