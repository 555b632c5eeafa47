/**
 * A number as we write it, en-US (50,000; 4.167): thousands grouped, at most `maxDecimals` decimals
 * and no trailing zeros, as `toLocaleString('en-US')` does, without the browser's Intl. Its first
 * number format loads the locale's data, 30–45 ms on a phone's main thread, which a project's page
 * would pay while being taken over, and a message made as a module loads before anything. Uses
 * nothing from around it: the first-screen script carries it as its source.
 */
export function numberText(n: number, maxDecimals = 3): string {
  const rounded = Number(n.toFixed(maxDecimals));
  const [whole = '', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 || Object.is(rounded, -0) ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** How many of a thing, as we write it: '1 badge', '2,000 cards'. */
export const countText = (n: number, one: string, many: string) => `${numberText(n)} ${n === 1 ? one : many}`;
