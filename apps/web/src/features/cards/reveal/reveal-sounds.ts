import type { TRarity } from '@arcana/shared/schemas';
import { playTones, type Tone } from '../../../components/tones';

const arpeggio = (notes: number[], step: number, wave: OscillatorType, level: number, length = 0.5): Tone[] =>
  notes.map((hz, i) => ({ at: i * step, hz, length, wave, level }));

/**
 * Each rarity's sound, synthesized (no sound files): a rarer card gets more notes, a wider range and a
 * longer tail, so a legendary is heard as grander before it is seen. Notes of C major, in hertz.
 */
export const REVEAL_TONES: Record<TRarity, Tone[]> = {
  common: arpeggio([523.25, 659.25], 0.09, 'sine', 0.5, 0.35),
  uncommon: arpeggio([523.25, 659.25, 783.99], 0.09, 'triangle', 0.5, 0.45),
  rare: arpeggio([523.25, 659.25, 783.99, 1046.5], 0.08, 'triangle', 0.55, 0.6),
  epic: [
    ...arpeggio([392.0, 523.25, 659.25, 783.99, 1046.5], 0.07, 'triangle', 0.55, 0.7),
    { at: 0.35, hz: 1318.51, length: 1.2, wave: 'sine', level: 0.3 },
  ],
  legendary: [
    { at: 0, hz: 130.81, length: 1.8, wave: 'sawtooth', level: 0.25 },
    ...arpeggio([261.63, 329.63, 392.0, 523.25, 659.25, 783.99], 0.08, 'triangle', 0.5, 0.9),
    { at: 0.5, hz: 1046.5, length: 2.2, wave: 'sine', level: 0.35 },
    { at: 0.5, hz: 1567.98, length: 2.2, wave: 'sine', level: 0.2 },
  ],
};

/** Plays a rarity's reveal at `volume` (0–100). */
export const playReveal = (rarity: TRarity, volume: number): void => playTones(REVEAL_TONES[rarity], volume);
