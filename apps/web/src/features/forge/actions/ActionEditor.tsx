import { Checkbox, NumberInput, Stack, Textarea } from '@mantine/core';
import { CARD_ACTION_KINDS, CARD_ACTION_LABELS, numberText, PLAY_LIMITS } from '@arcana/shared';
import { REUSE_WORDS, SoundChoice } from '../../plays';
import { ChooseOne } from '../create/ChooseOne';
import { COOLDOWN_MINUTES_MAX, NO_ACTION, type ActionChoice, type ActionFormValues } from './action-form-values';

const KIND_CHOICES = CARD_ACTION_KINDS.map((kind) => ({ value: kind, label: CARD_ACTION_LABELS[kind] }));
const REUSE_CHOICES = [
  { value: 'spent', label: REUSE_WORDS.spent, description: 'The card stays, marked played' },
  { value: 'reusable', label: REUSE_WORDS.reusable, description: 'Once its cooldown has passed' },
];

/**
 * One action (docs/product-rules.md "Playing cards"): what it does, and its terms. A rarity may have
 * none; a design's own is always one of the kinds.
 */
export function ActionEditor({
  value,
  onChange,
  withNone,
}: {
  value: ActionFormValues;
  onChange: (value: ActionFormValues) => void;
  withNone: boolean;
}) {
  const set = (change: Partial<ActionFormValues>) => onChange({ ...value, ...change });
  const kinds = withNone ? [{ value: NO_ACTION, label: 'None' }, ...KIND_CHOICES] : KIND_CHOICES;
  return (
    <Stack gap="sm">
      <ChooseOne inline label="What it does" choices={kinds} value={value.kind} onChange={(kind) => set({ kind: kind as ActionChoice })} />
      {value.kind === 'sound' && <SoundChoice label="Sound" value={value.sound} onChange={(sound) => sound && set({ sound })} />}
      {value.kind === 'challenge' && (
        <Textarea
          label="Challenge"
          placeholder="Play one-handed"
          description={`${numberText(value.text.length)} of ${numberText(PLAY_LIMITS.challengeMax)} characters: the streamer performs it and marks it done`}
          maxLength={PLAY_LIMITS.challengeMax}
          autosize
          minRows={2}
          value={value.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
      )}
      {value.kind !== NO_ACTION && (
        <>
          <ChooseOne
            inline
            label="When played"
            choices={REUSE_CHOICES}
            value={value.reusable ? 'reusable' : 'spent'}
            onChange={(use) => set({ reusable: use === 'reusable' })}
          />
          <NumberInput
            label="Cooldown (minutes)"
            description={`How long a viewer waits after a play before playing another card of this rarity: 0 for none, at most ${numberText(COOLDOWN_MINUTES_MAX)} (a week)`}
            min={0}
            max={COOLDOWN_MINUTES_MAX}
            allowNegative={false}
            decimalScale={2}
            value={value.cooldownMinutes}
            onChange={(cooldownMinutes) => set({ cooldownMinutes })}
          />
          <Checkbox
            label="Only while the channel is live"
            checked={value.liveOnly}
            onChange={(event) => set({ liveOnly: event.currentTarget.checked })}
          />
        </>
      )}
    </Stack>
  );
}
