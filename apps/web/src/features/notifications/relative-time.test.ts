import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relative times', () => {
  it('say now, minutes, hours and days ago, then the date', () => {
    expect(relativeTime(ago(20_000), NOW)).toBe(
      new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' }).format(0, 'second'),
    );
    expect(relativeTime(ago(5 * 60_000), NOW)).toMatch(/5 min/);
    expect(relativeTime(ago(3 * 3_600_000), NOW)).toMatch(/3 hr/);
    expect(relativeTime(ago(26 * 3_600_000), NOW)).toMatch(/yesterday/i);
    expect(relativeTime(ago(3 * 86_400_000), NOW)).toMatch(/3 days/);
    expect(relativeTime(ago(40 * 86_400_000), NOW)).toBe(
      new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(new Date(ago(40 * 86_400_000))),
    );
  });

  it('never says a moment to come: a clock a little behind the server reads as now', () => {
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe(relativeTime(ago(0), NOW));
  });
});
