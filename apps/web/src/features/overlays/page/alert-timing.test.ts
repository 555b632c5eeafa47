import { describe, expect, it } from 'vitest';
import { spacedCode } from '../../fairness';
import { onScreenMs, proofUrl } from './alert-timing';

describe('an alert’s time on screen', () => {
  it('is the display time, or longer when the rarity’s reveal needs it', () => {
    expect(onScreenMs('common', 8)).toBe(8_000);
    // A legendary's back charges for 2.2 s and flips in 1 s; its face stays 1.5 s at least.
    expect(onScreenMs('legendary', 3)).toBe(4_700);
  });

  it('leads to the draw’s proof, its code read in two halves', () => {
    expect(proofUrl('https://arcana.example', 'HP7EX8ZS')).toBe('https://arcana.example/fairness?code=HP7EX8ZS');
    expect(spacedCode('HP7EX8ZS')).toBe('HP7E X8ZS');
  });
});
