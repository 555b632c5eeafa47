import type { TSoundKey } from '@arcana/shared';
import { playTones, type Tone } from '../../components/tones';

const notes = (hzs: number[], step: number, wave: OscillatorType, level: number, length: number, from = 0): Tone[] =>
  hzs.map((hz, i) => ({ at: from + i * step, hz, length, wave, level }));

/**
 * Arcana's sound library (docs/product-rules.md "Playing cards"), synthesized like the reveals: each
 * key of SOUND_KEYS one short figure, under two seconds, so a play's sound never runs past its alert.
 */
export const SOUND_TONES: Record<TSoundKey, Tone[]> = {
  chime: notes([1046.5, 1318.51, 1567.98], 0.12, 'sine', 0.5, 0.9),
  fanfare: [
    ...notes([523.25, 523.25, 523.25], 0.12, 'sawtooth', 0.3, 0.1),
    { at: 0.4, hz: 659.25, length: 0.3, wave: 'sawtooth', level: 0.3 },
    { at: 0.7, hz: 783.99, length: 0.9, wave: 'sawtooth', level: 0.35 },
    { at: 0.7, hz: 1046.5, length: 0.9, wave: 'triangle', level: 0.25 },
  ],
  'drum-roll': [
    ...Array.from({ length: 18 }, (_, i): Tone => ({ at: i * 0.06, hz: 110, toHz: 70, length: 0.08, wave: 'triangle', level: 0.6 })),
    { at: 1.1, hz: 90, toHz: 45, length: 0.6, wave: 'sine', level: 0.9 },
    { at: 1.1, hz: 1760, length: 0.5, wave: 'square', level: 0.08 },
  ],
  laser: [
    { at: 0, hz: 1800, toHz: 200, length: 0.35, wave: 'sawtooth', level: 0.35 },
    { at: 0.25, hz: 1600, toHz: 180, length: 0.35, wave: 'sawtooth', level: 0.25 },
  ],
  coins: [...notes([1975.53, 2637.02], 0.08, 'square', 0.2, 0.25), ...notes([1975.53, 2637.02], 0.08, 'square', 0.15, 0.3, 0.3)],
  gong: [
    { at: 0, hz: 98, length: 1.9, wave: 'sine', level: 0.7 },
    { at: 0, hz: 147, length: 1.6, wave: 'sine', level: 0.35 },
    { at: 0, hz: 233, length: 1.2, wave: 'triangle', level: 0.2 },
    { at: 0, hz: 311, length: 0.9, wave: 'sine', level: 0.15 },
  ],
  'air-horn': [
    ...[0, 0.3].flatMap((at): Tone[] => [
      { at, hz: 466.16, length: 0.25, wave: 'sawtooth', level: 0.4 },
      { at, hz: 587.33, length: 0.25, wave: 'sawtooth', level: 0.3 },
    ]),
    { at: 0.6, hz: 466.16, length: 0.9, wave: 'sawtooth', level: 0.4 },
    { at: 0.6, hz: 587.33, length: 0.9, wave: 'sawtooth', level: 0.3 },
  ],
  sparkle: notes([2093, 2637.02, 3135.96, 2637.02, 3520, 4186.01], 0.07, 'sine', 0.3, 0.4),
};

/** Plays a sound of the library at `volume` (0–100): on stream, and as a preview where it is chosen. */
export const playSound = (key: TSoundKey, volume: number): void => playTones(SOUND_TONES[key], volume);
