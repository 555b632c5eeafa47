import { Button, Group, NativeSelect } from '@mantine/core';
import { OVERLAY_LIMITS, SOUND_KEYS, SOUND_NAMES, type TSoundKey } from '@arcana/shared';
import { playSound } from './sound-library';

/** A preview is heard as a new overlay plays it on stream, not at full blast in the creator's ears. */
export const PREVIEW_VOLUME = OVERLAY_LIMITS.volume.default;

const SOUND_OPTIONS = SOUND_KEYS.map((key) => ({ value: key, label: SOUND_NAMES[key] }));
const NONE = '';

/** What stands for no sound chosen: its words, and how it sounds. */
interface NoSound {
  label: string;
  preview: (volume: number) => void;
}

/**
 * A sound of the library, named and heard before it is chosen (docs/product-rules.md "Playing
 * cards"). With `none`, no choice is a choice too: what plays then, in its own words.
 */
export function SoundChoice({
  label,
  value,
  onChange,
  none,
}: {
  label: string;
  value: TSoundKey | null;
  onChange: (sound: TSoundKey | null) => void;
  none?: NoSound;
}) {
  const options = none ? [{ value: NONE, label: none.label }, ...SOUND_OPTIONS] : SOUND_OPTIONS;
  const named = value ? SOUND_NAMES[value] : none?.label;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={label}
        data={options}
        value={value ?? NONE}
        onChange={(event) => onChange((event.currentTarget.value || null) as TSoundKey | null)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        variant="default"
        aria-label={`Preview ${named} (${label})`}
        onClick={() => (value ? playSound(value, PREVIEW_VOLUME) : none?.preview(PREVIEW_VOLUME))}
      >
        Preview
      </Button>
    </Group>
  );
}
