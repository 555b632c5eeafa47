/** Server texts of two-factor authentication; the login page shows them when a code is refused. */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Invalid verification code',
  invalidBackupCode: 'Invalid backup code',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  setupFirst: 'Start two-factor setup first',
  wrongPassword: 'Incorrect password',
  enabled: 'Two-factor authentication enabled',
  disabled: 'Two-factor authentication disabled',
  regenerated: 'New backup codes generated. The old ones no longer work.',
} as const;
