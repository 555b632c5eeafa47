import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { CRAFTING_LIMITS } from '@arcana/shared';

/** Each level's metal, from the first (bronze) to the fifth (the arcane violet of the brand). */
const LEVEL_METALS = ['#b87333', '#c0c7d1', '#f5c542', '#22d3ee', '#8b5cf6'] as const;

/**
 * A badge as a medal (our own drawing): a hexagon in its level's metal with a star struck in it, and a
 * pip for each level under it, the levels not yet reached hollow. Its name and level are the caller's
 * text beside it: the drawing is decorative.
 */
export function BadgeMedal({ level, size = 56 }: { level: number; size?: number }) {
  const gradient = useId();
  const metal = LEVEL_METALS[Math.min(Math.max(level, 1), LEVEL_METALS.length) - 1];
  return (
    <svg width={size} height={size * 1.15} viewBox="0 0 100 115" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="0.45" stopColor={metal} />
          <stop offset="1" stopColor="#1a1033" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <polygon points="50,4 91,27 91,73 50,96 9,73 9,27" fill={`url(#${gradient})`} stroke={metal} strokeWidth="4" />
      <polygon points="50,16 80,33 80,67 50,84 20,67 20,33" fill="none" stroke="#0d0a1a" strokeOpacity="0.45" strokeWidth="2" />
      <path
        d="M50 26 L56.5 42 L73 43 L60 54 L64.5 71 L50 61.5 L35.5 71 L40 54 L27 43 L43.5 42 Z"
        fill="#0d0a1a"
        fillOpacity="0.55"
        stroke="#ece8ff"
        strokeOpacity="0.7"
        strokeWidth="1.5"
      />
      {Array.from({ length: CRAFTING_LIMITS.badgeLevelMax }, (_, i) => (
        <circle key={i} cx={26 + i * 12} cy={108} r={4} fill={i < level ? metal : 'none'} stroke={metal} strokeWidth="2" />
      ))}
    </svg>
  );
}

/** A badge as a list shows it: its medal, its set's name, and a line beneath ('Level 2 · Nova Studio'). */
export function BadgeTile({ level, name, detail }: { level: number; name: string; detail: string }) {
  return (
    <Stack gap={2} align="center" w={96}>
      <BadgeMedal level={level} size={44} />
      <Text size="sm" fw={600} ta="center" lh={1.2}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {detail}
      </Text>
    </Stack>
  );
}
