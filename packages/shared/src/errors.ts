/** Stable error codes: the client branches on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'RESEND_COOLDOWN',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'NO_TOKEN',
  'FORBIDDEN',
  'OBSERVER_READ_ONLY',
  'REAUTH_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  'EMAIL_ALREADY_VERIFIED',
  'USERNAME_TAKEN',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'WRONG_PASSWORD',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'PASSWORD_ALREADY_SET',
  'EMAIL_REQUIRED',
  'REQUEST_ID_TAKEN',
  'WALLET_TAKEN',
  'SIGNATURE_REPLAYED',
  'SIGNATURE_EXPIRED',
  'INVALID_SIGNATURE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Messages the client recognises to end a session (spec part 1 §4 "Session"). */
export const SESSION_ENDING_MESSAGES = {
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  noToken: 'No token provided',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

export const CLIENT_MESSAGES = {
  unknown: 'An unknown error occurred',
  rateLimited: 'Too many login attempts. Please wait a few minutes and try again.',
  verifyFailed: 'Failed to verify authentication. Please refresh the page.',
  unexpectedSignup: 'Unexpected response from server',
  alreadyVerified: 'This account has been verified. Please log in instead.',
  invalidLink: 'Invalid confirmation link',
  noVerificationToken: 'No verification token provided',
  noDeletionToken: 'No deletion token provided',
  unableToResend: 'Unable to resend / No email address found. Please try logging in again.',
  pageNotFound: 'Page not found',
} as const;
