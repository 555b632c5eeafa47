const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let made: { relative: Intl.RelativeTimeFormat; absolute: Intl.DateTimeFormat; shortDate: Intl.DateTimeFormat } | undefined;
/** Made on the first time told, not as the module loads: the locale's data would load on every page's start. */
const formats = () =>
  (made ??= {
    relative: new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' }),
    absolute: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    shortDate: new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }),
  });

/**
 * When, as a list of notifications says it: 'now' under a minute, then minutes, hours and days ago
 * (so 'yesterday'), then the date. Short, so it never wraps beside a title on a phone.
 */
export function relativeTime(iso: string, now: number): string {
  const { relative, shortDate } = formats();
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return shortDate.format(new Date(iso));
}

/** The moment in full: on hover and focus, and for a screen reader. */
export const absoluteTime = (iso: string) => formats().absolute.format(new Date(iso));
