/**
 * What text the API takes (docs/product-rules.md "Errors and bad input"): one rule for every string of
 * every request, its keys too. Refused: C0 and C1 control characters but tab, line feed and carriage
 * return (a signed wallet message has lines), and UTF-16 that is not well formed (a surrogate without
 * its pair), which no database column stores as sent.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A high surrogate not followed by a low one, or a low one not after a high one (read as UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = 'control' | 'malformed';

/** What is wrong with a string as the API takes text, or null when nothing is. */
export function textFault(text: string): TextFault | null {
  if (CONTROL.test(text)) return 'control';
  return LONE_SURROGATE.test(text) ? 'malformed' : null;
}

export const TEXT_MESSAGES = {
  control: (field: string) => `${field}: control characters are not allowed`,
  malformed: (field: string) => `${field}: the text is not well-formed Unicode (a lone surrogate)`,
  notUtf8: 'The body is not valid UTF-8',
} as const;
