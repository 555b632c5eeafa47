/**
 * One tone: when it starts (s after the sound begins), its pitch (sliding to `toHz` over its length
 * when given), length, wave and loudness (0–1).
 */
export interface Tone {
  at: number;
  hz: number;
  toHz?: number;
  length: number;
  wave: OscillatorType;
  level: number;
}

/** Loud enough beside a streamer's voice at 100; the settings' volume scales it down from there. */
const FULL_SCALE = 0.25;

let context: AudioContext | null = null;

/**
 * Plays tones at `volume` (0–100), synthesized (no sound files). Some browsers keep audio off until a
 * person interacts; OBS's browser source does not, and where it is kept off the sound is silent rather
 * than failing.
 */
export function playTones(tones: readonly Tone[], volume: number): void {
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
  for (const tone of tones) {
    const oscillator = audio.createOscillator();
    const envelope = audio.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.value = tone.hz;
    const at = start + tone.at;
    if (tone.toHz) {
      oscillator.frequency.setValueAtTime(tone.hz, at);
      oscillator.frequency.exponentialRampToValueAtTime(tone.toHz, at + tone.length);
    }
    // A short attack and an exponential tail: no click at either end.
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(tone.level, at + 0.015);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + tone.length + 0.05);
  }
}
