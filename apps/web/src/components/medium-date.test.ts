import { describe, expect, it } from 'vitest';
import { mediumDate } from './medium-date';

describe('a day in short', () => {
  it('reads as en-US writes a medium date, in the reader’s time zone', () => {
    for (const iso of ['2026-01-01T00:00:00.000Z', '2026-11-28T23:59:59.000Z', '2024-02-29T12:00:00.000Z', '2026-09-05T08:30:00.000Z'])
      expect(mediumDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }));
  });
});
