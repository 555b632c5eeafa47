import { describe, expect, it } from 'vitest';
import { SOUND_KEYS, SOUND_NAMES } from '@arcana/shared';
import { SOUND_TONES } from './sound-library';

describe('the sound library', () => {
  it('has a named figure under two seconds for every key of the contract', () => {
    for (const key of SOUND_KEYS) {
      expect(SOUND_NAMES[key]).toBeTruthy();
      const tones = SOUND_TONES[key];
      expect(tones.length).toBeGreaterThan(0);
      expect(Math.max(...tones.map((tone) => tone.at + tone.length))).toBeLessThanOrEqual(2);
    }
    expect(Object.keys(SOUND_TONES).sort()).toEqual([...SOUND_KEYS].sort());
  });
});
