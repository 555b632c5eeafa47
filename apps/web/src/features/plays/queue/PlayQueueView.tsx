import { useState } from 'react';
import { Stack, Switch, Text, Title } from '@mantine/core';
import type { TPlay, TPlayQueue, TPlayQueueSettingsPatch } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PlayQueueSettings } from './PlayQueueSettings';
import { PlayRow } from './PlayRow';
import { QUEUE_SHORTCUTS_TEXT, queueKeys } from './queue-shortcuts';

/** What a queue's moves do, wherever it runs: the Forge (signed in) or the dock (its token). Each settles or rejects. */
export interface QueueMoves {
  approve: (play: TPlay) => Promise<unknown>;
  refuse: (play: TPlay, reason: string) => Promise<unknown>;
  done: (play: TPlay) => Promise<unknown>;
  change: (patch: TPlayQueueSettingsPatch) => Promise<unknown>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const listStyle = { listStyle: 'none' };

/**
 * The streamer's queue of plays (docs/product-rules.md "Playing cards"): what waits, oldest first,
 * what is on stream, its counts live, and its settings (the dock's, narrow, only its pause); approve,
 * refuse with a reason, mark a challenge done, by button or key.
 */
export function PlayQueueView({
  queue,
  moves,
  errorText,
  compact = false,
}: {
  queue: TPlayQueue;
  moves: QueueMoves;
  errorText: (failure: unknown) => string;
  compact?: boolean;
}) {
  const [refusingId, setRefusingId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const settle = (call: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    void call()
      .then(
        () => {
          setFailure(null);
          after?.();
        },
        (refused: unknown) => setFailure(errorText(refused)),
      )
      .finally(() => setBusy(false));
  };
  const [oldest] = queue.waiting;
  const oldestChallenge = queue.onStream.find((play) => play.action.kind === 'challenge');
  const onKeyDown = queueKeys({
    approve: () => oldest && settle(() => moves.approve(oldest)),
    refuse: () => oldest && setRefusingId(oldest.id),
    done: () => oldestChallenge && settle(() => moves.done(oldestChallenge)),
  });
  const { counts, settings } = queue;

  return (
    <Stack gap="md" onKeyDown={onKeyDown}>
      <Text role="status" aria-live="polite">
        {plural(counts.waiting, 'play waiting', 'plays waiting')} · {counts.onStream} on stream · {counts.doneToday} done today
        {settings.paused && ' · paused'}
      </Text>
      {compact ? (
        <Switch
          label="Pause plays"
          checked={settings.paused}
          onChange={(event) => {
            const paused = event.currentTarget.checked;
            settle(() => moves.change({ paused }));
          }}
        />
      ) : (
        <PlayQueueSettings settings={settings} onChange={(patch) => settle(() => moves.change(patch))} />
      )}
      <ErrorAlert message={failure} />
      <Text size="sm" c="dimmed">
        {QUEUE_SHORTCUTS_TEXT}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={listStyle} aria-label="Plays waiting, oldest first">
        {queue.waiting.map((play) => (
          <PlayRow
            key={play.id}
            play={play}
            onApprove={() => settle(() => moves.approve(play))}
            onRefuse={(reason) =>
              settle(
                () => moves.refuse(play, reason),
                () => setRefusingId(null),
              )
            }
            refusing={refusingId === play.id}
            onRefusing={(open) => setRefusingId(open ? play.id : null)}
            busy={busy}
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
                onDone={play.action.kind === 'challenge' ? () => settle(() => moves.done(play)) : undefined}
                busy={busy}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
