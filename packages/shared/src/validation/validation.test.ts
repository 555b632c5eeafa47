import { describe, expect, it } from 'vitest';
import { passwordStrength, validatePassword, validatePasswordConfirmation } from './password.js';
import { validateEmail } from './email.js';
import { validateUsername } from './username.js';
import { validatePictureFile } from './picture.js';
import { normalizeBackupCode, validateBackupCode, validateDeleteConfirmation, validateTotpCode } from './codes.js';

describe('password rules', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1', 'Password must be at least 8 characters'],
    ['Abcdefghij123', 'Password must be at most 12 characters'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['Abcdefg1', null],
    ['Abcdefghij12', null],
  ])('%j → %s', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('shows the first failing rule only', () => {
    // Too short, no uppercase and no digit: only the length is reported.
    expect(validatePassword('abc')).toBe('Password must be at least 8 characters');
    expect(validatePassword('abcdefghijklm')).toBe('Password must be at most 12 characters');
  });

  it('checks the confirmation', () => {
    expect(validatePasswordConfirmation('Abcdefg1', '')).toBe('Please confirm your password');
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg2')).toBe('Passwords do not match');
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});

describe('password strength', () => {
  it.each([
    ['abc', 'weak'], // invalid is always weak
    ['Abcdefgh', 'weak'], // invalid (no digit)
    ['Abcdefg1', 'weak'], // valid, no bonus
    ['Abcdefgh1x', 'medium'], // length ≥ 10
    ['Abcdefg1!', 'medium'], // special character
    ['ABcdefg1', 'medium'], // two uppercase
    ['Abcdefg12', 'medium'], // two digits
    ['Abcdefg1!x', 'medium'], // two bonuses
    ['ABcdefg12', 'medium'], // two bonuses
    ['ABcdefg12!', 'strong'], // three bonuses (10 long as well: four)
    ['ABcdef12!', 'strong'], // exactly three
    ['ABcdefgh12', 'strong'], // length, two uppercase, two digits
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('email rules', () => {
  it('uses each screen’s wording', () => {
    expect(validateEmail('', 'login')).toBe('Email is required');
    expect(validateEmail('   ', 'signup')).toBe('Email is required');
    expect(validateEmail('x', 'login')).toBe('Please enter a valid email address');
    expect(validateEmail('x', 'settings')).toBe('Please enter a valid email address');
    expect(validateEmail('x@y', 'signup')).toBe('Invalid email address');
    expect(validateEmail('x y@z.co', 'format')).toBe('Invalid email format');
    expect(validateEmail('someone@example.com', 'signup')).toBeNull();
  });
});

describe('username rules', () => {
  it.each([
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be 30 characters or less'],
    ['has space', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['a'.repeat(30), null],
    ['with-hyphen_1', null],
  ])('complete-signup: %j → %s', (username, message) => {
    expect(validateUsername(username, 'signup')).toBe(message);
  });

  it.each([
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(30), 'Username must be less than 30 characters'],
    ['with-hyphen', 'Username can only contain letters, numbers, and underscores'],
    ['a'.repeat(29), null],
    ['under_score9', null],
  ])('settings: %j → %s', (username, message) => {
    expect(validateUsername(username, 'settings')).toBe(message);
  });
});

describe('codes', () => {
  it('needs exactly six digits for a TOTP code', () => {
    for (const bad of ['', '12345', '1234567', '12a456', ' 123456']) expect(validateTotpCode(bad)).toBe('Please enter a 6-digit code');
    expect(validateTotpCode('012345')).toBeNull();
  });

  it('upper-cases backup codes and strips white space', () => {
    expect(normalizeBackupCode(' ab12-cd34 ef56-gh78 ')).toBe('AB12-CD34EF56-GH78');
    expect(validateBackupCode('   ')).toBe('Please enter a backup code');
    expect(validateBackupCode('abcd')).toBeNull();
  });

  it('needs DELETE typed exactly', () => {
    expect(validateDeleteConfirmation('delete')).toBe('Please type DELETE to confirm');
    expect(validateDeleteConfirmation('DELETE')).toBeNull();
  });
});

describe('validatePictureFile', () => {
  const mb = 1024 * 1024;
  it('takes JPEG, PNG or WebP under 5 MB in settings, any image at signup', () => {
    expect(validatePictureFile({ type: 'image/webp', size: 5 * mb - 1 }, 'settings')).toBeNull();
    expect(validatePictureFile({ type: 'image/gif', size: 10 }, 'settings')).toBe('Please select a JPEG, PNG, or WebP image');
    expect(validatePictureFile({ type: 'image/gif', size: 10 }, 'signup')).toBeNull();
    expect(validatePictureFile({ type: 'text/plain', size: 10 }, 'signup')).toBe('Please select an image file');
    expect(validatePictureFile({ type: 'image/png', size: 5 * mb }, 'settings')).toBe('Image size must be less than 5MB');
  });
});
