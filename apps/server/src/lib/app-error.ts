import type { ErrorCode } from '@arcana/shared';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** When to try again (a 429): sent as Retry-After and as `retryAfterSeconds` in the body. */
    readonly retryAfterSeconds?: number,
    /** The field of the request it is about (sent as `field`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string) => new AppError(code, 400, message, undefined, field);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(code, 401, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(code, 403, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);
export const conflict = (code: ErrorCode, message: string, field?: string) => new AppError(code, 409, message, undefined, field);
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError(code, 429, message, retryAfterSeconds);
