import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants.js';

export const USERNAME_MESSAGES = {
  required: 'Username is required',
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  tooLongSignup: `Username must be ${USERNAME_MAX_LENGTH} characters or less`,
  tooLongSettings: `Username must be less than ${USERNAME_MAX_LENGTH} characters`,
  charsSignup: 'Username can only contain letters, numbers, underscores, and hyphens',
  charsSettings: 'Username can only contain letters, numbers, and underscores',
} as const;

/**
 * Two rule sets (docs/product-rules.md "Accounts and sign-up" and "Profile"): complete-signup allows
 * hyphens and 30 characters; settings neither.
 */
export type UsernameRuleSet = 'signup' | 'settings';

const RULES: Record<UsernameRuleSet, { tooLong: (n: number) => boolean; tooLongMessage: string; pattern: RegExp; charsMessage: string }> = {
  signup: {
    tooLong: (n) => n > USERNAME_MAX_LENGTH,
    tooLongMessage: USERNAME_MESSAGES.tooLongSignup,
    pattern: /^[A-Za-z0-9_-]+$/,
    charsMessage: USERNAME_MESSAGES.charsSignup,
  },
  settings: {
    tooLong: (n) => n >= USERNAME_MAX_LENGTH,
    tooLongMessage: USERNAME_MESSAGES.tooLongSettings,
    pattern: /^[A-Za-z0-9_]+$/,
    charsMessage: USERNAME_MESSAGES.charsSettings,
  },
};

export function validateUsername(value: string, ruleSet: UsernameRuleSet): string | null {
  const username = value.trim();
  const rules = RULES[ruleSet];
  if (!username) return USERNAME_MESSAGES.required;
  if (username.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (rules.tooLong(username.length)) return rules.tooLongMessage;
  return rules.pattern.test(username) ? null : rules.charsMessage;
}
