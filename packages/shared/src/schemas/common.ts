import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ERROR_CODES } from '../errors.js';

/** Every error answer; a 429 also says, in seconds, when to try again (as its Retry-After header does). */
export const ZErrorResponse = lazySchema(() =>
  z.object({
    error: z.string(),
    code: z.enum(ERROR_CODES),
    retryAfterSeconds: z.number().int().positive().optional(),
    /** The field the error is about, where it is one (`slug`, `weights.rare`, `designs.3.supplyCap`). */
    field: z.string().optional(),
  }),
);
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A random UUID the client makes per attempt: it makes a retry safe and names the attempt's effects. */
export const zRequestId = () => z.uuid('requestId must be a UUID');

/** A yes or no in a query string: 'true' or 'false', nothing else. */
export const zQueryFlag = lazySchema(() => z.enum(['true', 'false']).transform((value) => value === 'true'));

export const ZMessageResponse = lazySchema(() => z.object({ message: z.string() }));
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = lazySchema(() => z.object({ status: z.literal('ok'), database: z.literal('ok') }));
