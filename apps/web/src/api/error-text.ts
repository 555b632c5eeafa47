import { CLIENT_MESSAGES } from '@arcana/shared';

const RATE_LIMIT_PATTERN = /too many|rate limit/i;

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The one place that turns any failure into a sentence for the user (spec part 1 §8): data.error,
 * data.message, message, error, else a generic text; a rate-limit answer gets the spec's wording.
 */
export function extractErrorText(failure: unknown): string {
  const f = (failure ?? {}) as {
    status?: unknown;
    data?: { error?: unknown; message?: unknown; code?: unknown };
    message?: unknown;
    error?: unknown;
  };
  if (f.status === 429 || f.data?.code === 'RATE_LIMITED') return CLIENT_MESSAGES.rateLimited;
  const text = asText(f.data?.error) ?? asText(f.data?.message) ?? asText(f.message) ?? asText(f.error) ?? CLIENT_MESSAGES.unknown;
  return RATE_LIMIT_PATTERN.test(text) && f.data?.code !== 'RESEND_COOLDOWN' ? CLIENT_MESSAGES.rateLimited : text;
}

export function errorCode(failure: unknown): string | undefined {
  const code = (failure as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' ? code : undefined;
}

export function errorStatus(failure: unknown): number | string | undefined {
  const status = (failure as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/**
 * The user closed "Confirm it's you": the action stopped by their choice, so there is no failure to
 * report. The base query asks whenever the server answers REAUTH_REQUIRED, so that answer reaches a
 * caller only when the confirmation was cancelled.
 */
export const isConfirmationDeclined = (failure: unknown) => errorCode(failure) === 'REAUTH_REQUIRED';
