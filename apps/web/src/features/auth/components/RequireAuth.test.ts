import { describe, expect, it } from 'vitest';
import { verificationOutcome } from './RequireAuth';

describe('what a failed session check means', () => {
  it('logs out on 401 and on the session-ending codes, whatever the status or the words', () => {
    expect(verificationOutcome({ status: 401, data: { error: 'whatever' } })).toBe('logout');
    for (const code of ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'NO_TOKEN', 'SESSION_ENDED']) {
      expect(verificationOutcome({ status: 400, data: { error: 'Something', code } })).toBe('logout');
    }
    // The session-ending texts without their code are just words.
    expect(verificationOutcome({ status: 400, data: { error: 'Invalid token', code: 'VALIDATION_ERROR' } })).toBe('show-error');
  });

  it('logs out and clears every storage on 404 (the account is gone)', () => {
    expect(verificationOutcome({ status: 404, data: { error: 'User not found', code: 'USER_NOT_FOUND' } })).toBe('logout-and-clear');
  });

  it('keeps the session on other errors and shows the refresh message', () => {
    expect(verificationOutcome({ status: 500, data: { error: 'boom', code: 'INTERNAL' } })).toBe('show-error');
    expect(verificationOutcome({ status: 'FETCH_ERROR', error: 'offline' })).toBe('show-error');
  });
});
