import { useState, type CSSProperties } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PLAY_LIMITS, PLAY_STATE_LABELS, RARITY_COLORS, RARITY_LABELS } from '@arcana/shared';
import type { TPlay } from '@arcana/shared/schemas';
import { momentText } from '../../../components/moment-text';
import { actionText } from '../action-words';

export interface PlayMoves {
  onApprove?: () => void;
  onRefuse?: (reason: string) => void;
  onDone?: () => void;
  /** The refusal's reason field is open (its button, or a shortcut, opened it). */
  refusing?: boolean;
  onRefusing?: (open: boolean) => void;
  busy?: boolean;
}

/** Why the streamer refuses: the player reads it with their card given back. */
function RefuseForm({ onRefuse, onCancel, busy }: { onRefuse: (reason: string) => void; onCancel: () => void; busy?: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) onRefuse(reason.trim());
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Why, for the player"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={PLAY_LIMITS.reasonMax}
          required
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" color="red" variant="light" loading={busy} disabled={!reason.trim()}>
          Refuse
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/**
 * One play in the streamer's queue (docs/product-rules.md "Playing cards"): who plays which card, of
 * what rarity, what it does and their message; the moves it allows where it stands.
 */
export function PlayRow({ play, onApprove, onRefuse, onDone, refusing = false, onRefusing, busy }: { play: TPlay } & PlayMoves) {
  const { card, collector, action, message, state } = play;
  const moves = (onApprove || onRefuse || onDone) && (
    <Group gap="xs">
      {onApprove && (
        <Button size="xs" onClick={onApprove} loading={busy}>
          Approve
        </Button>
      )}
      {onRefuse && (
        <Button size="xs" variant="default" onClick={() => onRefusing?.(true)}>
          Refuse…
        </Button>
      )}
      {onDone && (
        <Button size="xs" variant="light" onClick={onDone} loading={busy}>
          Mark done
        </Button>
      )}
    </Group>
  );
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={`${collector} plays ${card.name}`}
      style={{ '--rarity': RARITY_COLORS[card.rarity], borderLeft: '4px solid var(--rarity)' } as CSSProperties}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{collector}</Text>
          <Text>plays {card.name}</Text>
          <Badge variant="outline" color="gray">
            {RARITY_LABELS[card.rarity]}
          </Badge>
          {play.autoApproved && (
            <Badge variant="outline" color="gray">
              Approved by the queue
            </Badge>
          )}
          <Text size="xs" c="dimmed" ml="auto">
            {momentText(play.createdAt)}
          </Text>
        </Group>
        <Text size="sm">{actionText(action)}</Text>
        {message && <Text size="sm">“{message}”</Text>}
        {(state === 'done' || state === 'refused') && (
          <Text size="sm" c="dimmed">
            {PLAY_STATE_LABELS[state]}
            {play.reason && ` — ${play.reason}`}
          </Text>
        )}
        {refusing && onRefuse ? <RefuseForm onRefuse={onRefuse} onCancel={() => onRefusing?.(false)} busy={busy} /> : moves}
      </Stack>
    </Paper>
  );
}
