import { useCallback } from 'react';
import { ActionIcon, Group, Slider } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { TRarity } from '@arcana/shared/schemas';
import { LineIcon } from '../../../components/LineIcon';
import { playReveal } from './reveal-sounds';

/** How loud a reveal is in this browser (0–100), and whether it is muted: the viewer's own choice, kept. */
export interface RevealSoundSetting {
  volume: number;
  muted: boolean;
}

const DEFAULT_SETTING: RevealSoundSetting = { volume: 50, muted: false };

/** The viewer's reveal sound (docs/product-rules.md "Cards and collecting"), and a way to play a rarity's at it. */
export function useRevealSound() {
  const [setting, setSetting] = useLocalStorage<RevealSoundSetting>({ key: 'arcana.revealSound', defaultValue: DEFAULT_SETTING });
  const play = useCallback((rarity: TRarity) => playReveal(rarity, setting.muted ? 0 : setting.volume), [setting]);
  return { setting, setSetting, play };
}

/** Mute and volume, side by side: both reached by keyboard, each named for a screen reader. */
export function RevealSoundControl({
  setting,
  onChange,
}: {
  setting: RevealSoundSetting;
  onChange: (setting: RevealSoundSetting) => void;
}) {
  const { volume, muted } = setting;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={muted ? 'Unmute the reveal' : 'Mute the reveal'}
        aria-pressed={muted}
        onClick={() => onChange({ volume, muted: !muted })}
      >
        <LineIcon name={muted ? 'muted' : 'sound'} size={20} />
      </ActionIcon>
      <Slider
        w={110}
        size="sm"
        min={0}
        max={100}
        step={5}
        value={muted ? 0 : volume}
        onChange={(next) => onChange({ volume: next, muted: next === 0 })}
        label={(value) => `${value}%`}
        thumbLabel="Reveal volume"
        aria-label="Reveal volume"
      />
    </Group>
  );
}
