import { describe, expect, it } from 'vitest';
import { extractErrorText } from './error-text';

describe('extractErrorText', () => {
  it('takes data.error, then data.message, then message, then error', () => {
    expect(extractErrorText({ status: 400, data: { error: 'from error', message: 'from message' } })).toBe('from error');
    expect(extractErrorText({ status: 400, data: { message: 'from message' } })).toBe('from message');
    expect(extractErrorText(new Error('thrown'))).toBe('thrown');
    expect(extractErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
  });

  it('falls back to the generic text', () => {
    expect(extractErrorText(undefined)).toBe('An unknown error occurred');
    expect(extractErrorText({ status: 500, data: {} })).toBe('An unknown error occurred');
  });

  it('turns any rate-limit answer into the spec wording', () => {
    const text = 'Too many login attempts. Please wait a few minutes and try again.';
    expect(extractErrorText({ status: 429, data: { error: 'Too many attempts.', code: 'RATE_LIMITED' } })).toBe(text);
    expect(extractErrorText({ status: 400, data: { error: 'Rate limit exceeded' } })).toBe(text);
  });
});
