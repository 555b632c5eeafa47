import { Group, Select, Switch, TagsInput } from '@mantine/core';
import { PLAY_LIMITS, RARITIES, RARITY_LABELS } from '@arcana/shared';
import type { TPlayQueueSettings, TPlayQueueSettingsPatch, TRarity } from '@arcana/shared/schemas';

const NEVER = 'never';
const AUTO_CHOICES = [
  { value: NEVER, label: 'Never: every play waits for me' },
  ...RARITIES.map((rarity) => ({ value: rarity, label: `${RARITY_LABELS[rarity]} and rarer` })),
];

/** How the queue takes plays: paused, approving by itself from a rarity, the words it refuses. Each saved as it changes. */
export function PlayQueueSettings({
  settings,
  onChange,
}: {
  settings: TPlayQueueSettings;
  onChange: (patch: TPlayQueueSettingsPatch) => void;
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Switch
        label="Pause plays"
        description="Collectors cannot play while paused"
        checked={settings.paused}
        onChange={(event) => onChange({ paused: event.currentTarget.checked })}
      />
      <Select
        label="Approve by itself"
        data={AUTO_CHOICES}
        value={settings.autoApproveFrom ?? NEVER}
        onChange={(value) => onChange({ autoApproveFrom: value && value !== NEVER ? (value as TRarity) : null })}
        allowDeselect={false}
        w={260}
      />
      <TagsInput
        label="Blocked words"
        description="A message holding one is refused, the word named"
        value={settings.blockedWords}
        onChange={(blockedWords) => onChange({ blockedWords })}
        maxTags={PLAY_LIMITS.blockedWordsMax}
        splitChars={[',']}
        clearable
        style={{ flex: 1, minWidth: 240 }}
      />
    </Group>
  );
}
