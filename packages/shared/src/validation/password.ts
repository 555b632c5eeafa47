import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  newMismatch: 'New passwords do not match',
  currentRequired: 'Current password is required',
} as const;

/** The rules in the order docs/product-rules.md "Passwords" lists them; the checklist on /reset-password shows them all. */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH, message: PASSWORD_MESSAGES.tooShort },
  { label: 'At most 12 characters', test: (p: string) => p.length <= PASSWORD_MAX_LENGTH, message: PASSWORD_MESSAGES.tooLong },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p), message: PASSWORD_MESSAGES.uppercase },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p), message: PASSWORD_MESSAGES.lowercase },
  { label: 'One number', test: (p: string) => /\d/.test(p), message: PASSWORD_MESSAGES.number },
] as const;

/** First failing rule's message, or null when the password is acceptable. */
export function validatePassword(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return PASSWORD_MESSAGES.confirmRequired;
  return password === confirmation ? null : PASSWORD_MESSAGES.mismatch;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (validatePassword(password)) return 'weak';
  const bonuses = [
    password.length >= 10,
    /[^A-Za-z0-9]/.test(password),
    (password.match(/[A-Z]/g)?.length ?? 0) >= 2,
    (password.match(/\d/g)?.length ?? 0) >= 2,
  ].filter(Boolean).length;
  if (bonuses >= 3) return 'strong';
  return bonuses >= 1 ? 'medium' : 'weak';
}
