import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { extractErrorText } from '../../../api/error-text';
import {
  useApprovePlayMutation,
  useChangePlayQueueMutation,
  useMarkPlayDoneMutation,
  usePlayQueueQuery,
  useRefusePlayMutation,
} from '../plays.api';
import { DockAddress } from './DockAddress';
import { PlayHistory } from './PlayHistory';
import { PlayQueueView } from './PlayQueueView';

/**
 * The streamer's queue of plays in the Forge (docs/product-rules.md "Playing cards"), with its OBS dock's
 * address and its history. Every move reaches the other tabs and the dock over the realtime link.
 */
export function PlayQueuePanel({ projectId }: { projectId: string }) {
  const { data: queue, error } = usePlayQueueQuery(projectId);
  const [approve] = useApprovePlayMutation();
  const [refuse] = useRefusePlayMutation();
  const [markDone] = useMarkPlayDoneMutation();
  const [change] = useChangePlayQueueMutation();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!queue) return <Skeleton height={200} />;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="play-queue">
      <Stack gap="md">
        <Title order={2} size="h3" id="play-queue">
          Plays
        </Title>
        <PlayQueueView
          queue={queue}
          errorText={extractErrorText}
          moves={{
            approve: (play) => approve({ playId: play.id, projectId }).unwrap(),
            refuse: (play, reason) => refuse({ playId: play.id, projectId, reason }).unwrap(),
            done: (play) => markDone({ playId: play.id, projectId }).unwrap(),
            change: (patch) => change({ projectId, ...patch }).unwrap(),
          }}
        />
        <DockAddress projectId={projectId} />
        <PlayHistory projectId={projectId} />
      </Stack>
    </Paper>
  );
}
