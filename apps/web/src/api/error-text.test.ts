import { describe, expect, it } from 'vitest';
import { errorCode, extractErrorText, linkFailureOf, retryAfterSeconds } from './error-text';

const refusal = (status: number, code: string, error: string, extra: Record<string, unknown> = {}) => ({
  status,
  data: { error, code, ...extra },
});

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

  it('turns a rate limit (by its code, or a bare 429) into the spec wording, whatever its text', () => {
    const text = 'Too many login attempts. Please wait a few minutes and try again.';
    expect(extractErrorText(refusal(429, 'RATE_LIMITED', 'Too many attempts.'))).toBe(text);
    expect(extractErrorText({ status: 429, data: {} })).toBe(text);
    // Words alone decide nothing: a 400 that mentions a rate limit is shown as it is.
    expect(extractErrorText(refusal(400, 'VALIDATION_ERROR', 'Rate limit exceeded'))).toBe('Rate limit exceeded');
  });

  it('keeps the resend cooldown’s own text, which says how long to wait', () => {
    const cooldown = refusal(429, 'RESEND_COOLDOWN', 'Please wait 42 seconds before requesting another email.', { retryAfterSeconds: 42 });
    expect(extractErrorText(cooldown)).toBe('Please wait 42 seconds before requesting another email.');
    expect(retryAfterSeconds(cooldown)).toBe(42);
    expect(retryAfterSeconds(refusal(429, 'RESEND_COOLDOWN', 'Please wait 42 seconds'))).toBeUndefined();
  });
});

describe('errorCode', () => {
  it('answers only the codes the server defines', () => {
    expect(errorCode(refusal(409, 'EMAIL_TAKEN_VERIFIED', 'taken'))).toBe('EMAIL_TAKEN_VERIFIED');
    expect(errorCode(refusal(409, 'SOMETHING_ELSE', 'taken'))).toBeUndefined();
    expect(errorCode({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});

describe('a refused e-mail link', () => {
  it('offers a new link when the code says it expired, not when the text does', () => {
    expect(linkFailureOf(refusal(400, 'LINK_EXPIRED', 'This link is too old.'))).toEqual({
      message: 'This link is too old.',
      expired: true,
    });
    expect(linkFailureOf(refusal(400, 'LINK_USED', 'Used after it expired'))).toEqual({ message: 'Used after it expired', expired: false });
  });
});
