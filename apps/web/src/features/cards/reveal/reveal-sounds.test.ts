import { afterEach, describe, expect, it, vi } from 'vitest';
import { RARITIES } from '@arcana/shared';
import { REVEAL_TONES } from './reveal-sounds';

/** jsdom has no Web Audio: a recorder of what the page asks of it, node by node. */
function recordingAudio() {
  const made: Array<{ kind: string; type?: string; frequency?: number; gain?: number }> = [];
  const param = (node: { frequency?: number; gain?: number }, key: 'frequency' | 'gain') => ({
    set value(value: number) {
      node[key] = value;
    },
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeContext {
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain() {
      const node = { kind: 'gain' } as (typeof made)[number];
      made.push(node);
      return { gain: param(node, 'gain'), connect: (next: unknown) => next };
    }
    createDynamicsCompressor() {
      return { connect: (next: unknown) => next };
    }
    createOscillator() {
      const node = { kind: 'oscillator' } as (typeof made)[number];
      made.push(node);
      return {
        set type(type: string) {
          node.type = type;
        },
        frequency: param(node, 'frequency'),
        connect: (next: unknown) => next,
        start: vi.fn(),
        stop: vi.fn(),
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return made;
}

describe('the reveal’s sounds', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('give a rarer card more notes and a longer tail', () => {
    const notes = RARITIES.map((rarity) => REVEAL_TONES[rarity].length);
    const tails = RARITIES.map((rarity) => Math.max(...REVEAL_TONES[rarity].map((tone) => tone.at + tone.length)));
    expect(notes).toEqual([...notes].sort((a, b) => a - b));
    expect(tails).toEqual([...tails].sort((a, b) => a - b));
    expect(notes[0]).toBeLessThan(notes[4]!);
  });

  it('play each tone of the rarity at the set volume, and nothing at 0', async () => {
    const made = recordingAudio();
    const { playReveal } = await import('./reveal-sounds');
    playReveal('legendary', 0);
    expect(made).toEqual([]);
    playReveal('legendary', 40);
    const oscillators = made.filter((node) => node.kind === 'oscillator');
    expect(oscillators.map((node) => node.frequency)).toEqual(REVEAL_TONES.legendary.map((tone) => tone.hz));
    // The first gain is the master: 40 % of full scale.
    expect(made[0]).toEqual({ kind: 'gain', gain: 0.4 * 0.25 });
  });
});
