import { describe, expect, it } from 'vitest';
import { numberText } from './number-text.js';

describe('numbers as we write them', () => {
  it('reads as en-US writes it: thousands grouped, at most three decimals, below zero too', () => {
    for (const n of [
      0,
      7,
      999,
      1_000,
      10_000,
      123_456,
      1_000_000,
      9_876_543_210,
      -1_234,
      1234.5,
      4.16666,
      0.0005,
      0.00049,
      0.1 + 0.2,
      -0.0001,
    ])
      expect(numberText(n)).toBe(n.toLocaleString('en-US'));
  });

  it('keeps at most the decimals asked for, rounded as en-US rounds them', () => {
    for (const n of [12.345, 33.35, 99.95, 0.04, 25])
      expect(numberText(n, 1)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 1 }));
  });
});
