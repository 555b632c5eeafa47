const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as en-US writes it in short (Nov 28, 2026), in the reader's time zone, without the browser's
 * Intl: its first date format loads the locale's data, 30–45 ms on a phone, which the project page
 * would pay while being taken over (as numbers: numberText in @arcana/shared).
 */
export function mediumDate(iso: string): string {
  const at = new Date(iso);
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()}`;
}
