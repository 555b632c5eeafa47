import { describe, expect, it } from 'vitest';
import { verificationOutcome } from './RequireAuth';

describe('what a failed session check means', () => {
  it('logs out on 401 and on the session-ending messages', () => {
    expect(verificationOutcome({ status: 401, data: { error: 'whatever' } })).toBe('logout');
    for (const error of ['Invalid token', 'Token expired', 'No token provided']) {
      expect(verificationOutcome({ status: 400, data: { error } })).toBe('logout');
    }
  });

  it('logs out and clears every storage on 404 (the account is gone)', () => {
    expect(verificationOutcome({ status: 404, data: { error: 'User not found' } })).toBe('logout-and-clear');
  });

  it('keeps the session on other errors and shows the refresh message', () => {
    expect(verificationOutcome({ status: 500, data: { error: 'boom' } })).toBe('show-error');
    expect(verificationOutcome({ status: 'FETCH_ERROR', error: 'offline' })).toBe('show-error');
  });
});
