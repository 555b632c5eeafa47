import { TOTP_CODE_LENGTH } from '../constants.js';

export const CODE_MESSAGES = {
  totp: `Please enter a ${TOTP_CODE_LENGTH}-digit code`,
  backupRequired: 'Please enter a backup code',
  deleteConfirm: 'Please type DELETE to confirm',
  deleteNoEmail: 'No email address associated with this account. Please contact support.',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept the Terms of Service',
} as const;

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`);

export function validateTotpCode(code: string): string | null {
  return TOTP_PATTERN.test(code) ? null : CODE_MESSAGES.totp;
}

/** Backup codes are case-insensitive and typed with or without spaces. */
export function normalizeBackupCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function validateBackupCode(code: string): string | null {
  return normalizeBackupCode(code) ? null : CODE_MESSAGES.backupRequired;
}

export const DELETE_CONFIRMATION_WORD = 'DELETE';

export function validateDeleteConfirmation(typed: string): string | null {
  return typed === DELETE_CONFIRMATION_WORD ? null : CODE_MESSAGES.deleteConfirm;
}
