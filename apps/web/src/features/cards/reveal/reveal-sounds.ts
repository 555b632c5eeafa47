import type { TRarity } from '@arcana/shared/schemas';

/** One tone of a reveal: when it starts (s after the reveal), its pitch, length, wave and loudness (0–1). */
interface Tone {
  at: number;
  hz: number;
  length: number;
  wave: OscillatorType;
  level: number;
}

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

/** Loud enough beside a streamer's voice at 100; the settings' volume scales it down from there. */
const FULL_SCALE = 0.25;

let context: AudioContext | null = null;

/**
 * Plays a rarity's reveal at `volume` (0–100). Some browsers keep audio off until a person interacts;
 * OBS's browser source does not, and where it is kept off the reveal is silent rather than failing.
 */
export function playReveal(rarity: TRarity, volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  void audio.resume().catch(() => undefined);
  const master = audio.createGain();
  master.gain.value = (volume / 100) * FULL_SCALE;
  // A limiter keeps stacked tones from clipping the mix.
  const limiter = audio.createDynamicsCompressor();
  master.connect(limiter).connect(audio.destination);
  const start = audio.currentTime + 0.02;
  for (const tone of REVEAL_TONES[rarity]) {
    const oscillator = audio.createOscillator();
    const envelope = audio.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.hz;
    const at = start + tone.at;
    // A short attack and an exponential tail: no click at either end.
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(tone.level, at + 0.015);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + tone.length + 0.05);
  }
}
