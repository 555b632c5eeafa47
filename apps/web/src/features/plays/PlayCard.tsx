import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { PLAY_LIMITS, PLAY_STATE_LABELS } from '@arcana/shared';
import type { TPlay } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { actionTermsText, actionText } from './action-words';
import { playHold } from './play-hold';
import { useCardPlayabilityQuery, usePlayCardMutation } from './plays.api';
import { ReasonBeneath } from '../../components/ReasonBeneath';

const STATE_COLORS: Record<TPlay['state'], string> = { waiting: 'yellow', on_stream: 'grape', done: 'green', refused: 'red' };

/** Where the card's last play stands, live, with the streamer's reason when they refused it. */
function PlayState({ play }: { play: TPlay }) {
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap="xs">
        <Badge color={STATE_COLORS[play.state]} variant="light" data-testid="play-state">
          {PLAY_STATE_LABELS[play.state]}
        </Badge>
      </Group>
      {play.message && <Text size="sm">“{play.message}”</Text>}
      {play.reason && (
        <Text size="sm" c="dimmed">
          The streamer’s reason: {play.reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A card of the collector's, played on its project's stream (docs/product-rules.md "Playing cards"):
 * what it does, where its last play stands (following the realtime link), and Play on stream — a
 * message for the stream, then confirm. Nothing for a card whose collection gives it no action.
 */
export function PlayCard({ cardId, cardName }: { cardId: string; cardName: string }) {
  const { data: playability } = useCardPlayabilityQuery(cardId);
  const [play, playing] = usePlayCardMutation();
  const [asking, setAsking] = useState<{ requestId: string } | null>(null);
  const [message, setMessage] = useState('');
  const holdId = useId();
  if (!playability?.action) return null;
  const hold = playHold(playability);

  const close = () => {
    setAsking(null);
    setMessage('');
  };
  // One request id per asking: a retry of it (a lost answer) is the same play, never a second.
  const confirm = () =>
    asking &&
    void play({ cardId, requestId: asking.requestId, message })
      .unwrap()
      .then(close, () => undefined);

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={`${holdId}-title`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`${holdId}-title`}>
          On stream: {actionText(playability.action)}
        </Title>
        <Text size="sm" c="dimmed">
          {actionTermsText(playability.action)}
        </Text>
        {playability.play && <PlayState play={playability.play} />}
        <Button
          onClick={() => setAsking({ requestId: crypto.randomUUID() })}
          disabled={hold !== null}
          aria-describedby={hold ? holdId : undefined}
        >
          Play on stream
        </Button>
        {hold && <ReasonBeneath id={holdId}>{hold}</ReasonBeneath>}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={`Play ${cardName}`}
        confirmLabel="Play"
        act={playing}
        onConfirm={confirm}
        onClose={close}
      >
        <Text>{actionText(playability.action)}</Text>
        <Textarea
          label="Your message for the stream"
          description={`Optional, at most ${PLAY_LIMITS.messageMax} characters, no links`}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={PLAY_LIMITS.messageMax}
          autosize
          minRows={2}
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right" aria-hidden>
          {message.length} / {PLAY_LIMITS.messageMax}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
