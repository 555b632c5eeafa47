import { describe, expect, it } from 'vitest';
import { accountChangeToast } from './account-change-toast';

describe('accountChangeToast', () => {
  it('says what changed in the spec’s words', () => {
    expect(accountChangeToast({ changeType: 'emailVerified', isSignup: true })).toBe('Account created successfully!');
    expect(accountChangeToast({ changeType: 'emailVerified' })).toBe('Email verified successfully!');
    expect(accountChangeToast({ changeType: 'emailVerified', provider: 'steam' })).toBe('Steam account verified successfully!');
    expect(accountChangeToast({ changeType: 'passwordAdded' })).toBe('Password added successfully!');
    expect(accountChangeToast({ changeType: 'emailChanged' })).toBe('Email changed successfully!');
    expect(accountChangeToast({ changeType: 'providerLinked', provider: 'discord' })).toBe('Discord account linked successfully!');
    expect(accountChangeToast({ changeType: 'passwordReset' })).toBe('Password reset successfully!');
  });
});
