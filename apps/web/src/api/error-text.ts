import { CLIENT_MESSAGES, ERROR_CODES, type ErrorCode } from '@arcana/shared';

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The failure's `{ data }`, as RTK Query's fetchBaseQuery gives the server's error body. */
const dataOf = (failure: unknown) =>
  (failure as { data?: { error?: unknown; message?: unknown; code?: unknown; retryAfterSeconds?: unknown; field?: unknown } } | undefined)
    ?.data;

export function errorCode(failure: unknown): ErrorCode | undefined {
  const code = dataOf(failure)?.code;
  return (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined;
}

/** The request's field a refusal is about (`slug`, `weights.rare`), where the server names one. */
export function errorField(failure: unknown): string | undefined {
  return asText(dataOf(failure)?.field);
}

export function errorStatus(failure: unknown): number | string | undefined {
  const status = (failure as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/** A 429's wait, in seconds, as the server says it with the error. */
export function retryAfterSeconds(failure: unknown): number | undefined {
  const seconds = dataOf(failure)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * The one place that turns any failure into a sentence for the user
 * (docs/product-rules.md "Errors and bad input"): data.error, data.message, message, error, else a
 * generic text. A rate limit (RATE_LIMITED, or a 429 that is not the resend cooldown, which words its
 * own wait) gets the wording of docs/product-rules.md "Rate limits".
 */
export function extractErrorText(failure: unknown): string {
  const code = errorCode(failure);
  if (code === 'RATE_LIMITED' || (errorStatus(failure) === 429 && code !== 'RESEND_COOLDOWN')) return CLIENT_MESSAGES.rateLimited;
  const f = (failure ?? {}) as { message?: unknown; error?: unknown };
  const data = dataOf(failure);
  return asText(data?.error) ?? asText(data?.message) ?? asText(f.message) ?? asText(f.error) ?? CLIENT_MESSAGES.unknown;
}

/**
 * A refused e-mail link as its page shows it: the text, and whether asking for a new link helps
 * (docs/product-rules.md "Errors and bad input").
 */
export interface LinkFailure {
  message: string;
  expired: boolean;
}

export const linkFailureOf = (failure: unknown): LinkFailure => ({
  message: extractErrorText(failure),
  expired: errorCode(failure) === 'LINK_EXPIRED',
});

/**
 * The user closed "Confirm it's you": the action stopped by their choice, so there is no failure to
 * report. The base query asks whenever the server answers REAUTH_REQUIRED, so that answer reaches a
 * caller only when the confirmation was cancelled.
 */
export const isConfirmationDeclined = (failure: unknown) => errorCode(failure) === 'REAUTH_REQUIRED';
