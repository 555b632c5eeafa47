import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@arcana/shared';
import type { TErrorResponse } from '@arcana/shared/schemas';
import { AppError } from './app-error.js';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every error leaves as { error, code }: AppErrors as they are, bad input as 400, the rest as a logged 500. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const { retryAfterSeconds, field } = error;
    const body: TErrorResponse = {
      error: error.message,
      code: error.code,
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      ...(field ? { field } : {}),
    };
    if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(error.status).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'Invalid request';
    const generic = !first || /^(Invalid input|Too big|Too small|Unrecognized)/i.test(message);
    return reply
      .status(400)
      .send({ error: generic && field ? `${field}: ${message}` : message, code: 'VALIDATION_ERROR', ...(field ? { field } : {}) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    return reply.status(status).send({ error: error.message, code: STATUS_CODES[status] ?? 'VALIDATION_ERROR' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}
