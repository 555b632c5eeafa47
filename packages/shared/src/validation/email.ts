import { MAX_EMAIL_LENGTH } from '../constants.js';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  /** Login and settings. */
  invalid: 'Please enter a valid email address',
  /** Signup form. */
  invalidSignup: 'Invalid email address',
  /** Complete-signup and the other forms. */
  invalidFormat: 'Invalid email format',
} as const;

export type EmailScreen = 'login' | 'settings' | 'signup' | 'format';

const INVALID_BY_SCREEN: Record<EmailScreen, string> = {
  login: EMAIL_MESSAGES.invalid,
  settings: EMAIL_MESSAGES.invalid,
  signup: EMAIL_MESSAGES.invalidSignup,
  format: EMAIL_MESSAGES.invalidFormat,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

export function validateEmail(value: string, screen: EmailScreen): string | null {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  return isEmail(email) ? null : INVALID_BY_SCREEN[screen];
}

/** E-mail addresses are compared and stored in lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
