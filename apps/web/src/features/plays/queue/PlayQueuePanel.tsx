import { useState } from 'react';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TPlay } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import {
  useApprovePlayMutation,
  useChangePlayQueueMutation,
  useMarkPlayDoneMutation,
  usePlayQueueQuery,
  useRefusePlayMutation,
} from '../plays.api';
import { PlayHistory } from './PlayHistory';
import { PlayQueueSettings } from './PlayQueueSettings';
import { PlayRow } from './PlayRow';
import { QUEUE_SHORTCUTS_TEXT, queueKeys } from './queue-shortcuts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const listStyle = { listStyle: 'none' };

/**
 * The streamer's queue of plays (docs/product-rules.md "Playing cards"): what waits, oldest first,
 * what is on stream, its counts live, and its settings; approve, refuse with a reason, mark a challenge
 * done, by button or key. Every move reaches the other tabs and the dock over the realtime link.
 */
export function PlayQueuePanel({ projectId, withHistory = true }: { projectId: string; withHistory?: boolean }) {
  const { data: queue, error } = usePlayQueueQuery(projectId);
  const [approve, approving] = useApprovePlayMutation();
  const [refuse, refusing] = useRefusePlayMutation();
  const [markDone, marking] = useMarkPlayDoneMutation();
  const [change] = useChangePlayQueueMutation();
  const [refusingId, setRefusingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!queue) return <Skeleton height={200} />;

  const settle = (call: Promise<unknown>) =>
    void call.then(
      () => setFailure(null),
      (refused: unknown) => setFailure(extractErrorText(refused)),
    );
  const approveOne = (play: TPlay) => settle(approve({ playId: play.id, projectId }).unwrap());
  const refuseOne = (play: TPlay, reason: string) =>
    settle(
      refuse({ playId: play.id, projectId, reason })
        .unwrap()
        .then(() => setRefusingId(null)),
    );
  const doneOne = (play: TPlay) => settle(markDone({ playId: play.id, projectId }).unwrap());
  const [oldest] = queue.waiting;
  const oldestChallenge = queue.onStream.find((play) => play.action.kind === 'challenge');
  const onKeyDown = queueKeys({
    approve: () => oldest && approveOne(oldest),
    refuse: () => oldest && setRefusingId(oldest.id),
    done: () => oldestChallenge && doneOne(oldestChallenge),
  });
  const { counts } = queue;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="play-queue" onKeyDown={onKeyDown}>
      <Stack gap="md">
        <Title order={2} size="h3" id="play-queue">
          Plays
        </Title>
        <Text role="status" aria-live="polite">
          {plural(counts.waiting, 'play waiting', 'plays waiting')} · {counts.onStream} on stream · {counts.doneToday} done today
          {queue.settings.paused && ' · paused'}
        </Text>
        <PlayQueueSettings settings={queue.settings} onChange={(patch) => settle(change({ projectId, ...patch }).unwrap())} />
        <ErrorAlert message={failure} />
        <Text size="sm" c="dimmed">
          {QUEUE_SHORTCUTS_TEXT}
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={listStyle} aria-label="Plays waiting, oldest first">
          {queue.waiting.map((play) => (
            <PlayRow
              key={play.id}
              play={play}
              onApprove={() => approveOne(play)}
              onRefuse={(reason) => refuseOne(play, reason)}
              refusing={refusingId === play.id}
              onRefusing={(open) => setRefusingId(open ? play.id : null)}
              busy={approving.isLoading || refusing.isLoading}
            />
          ))}
          {queue.waiting.length === 0 && (
            <li>
              <Text c="dimmed">No play waits.</Text>
            </li>
          )}
        </Stack>
        {queue.onStream.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="plays-on-stream">
            <Title order={3} size="h4" id="plays-on-stream">
              On stream now
            </Title>
            <Stack gap="xs" component="ul" p={0} m={0} style={listStyle}>
              {queue.onStream.map((play) => (
                <PlayRow
                  key={play.id}
                  play={play}
                  onDone={play.action.kind === 'challenge' ? () => doneOne(play) : undefined}
                  busy={marking.isLoading}
                />
              ))}
            </Stack>
          </Stack>
        )}
        {withHistory && <PlayHistory projectId={projectId} />}
      </Stack>
    </Paper>
  );
}
