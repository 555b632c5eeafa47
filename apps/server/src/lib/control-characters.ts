import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.js';

/** C0 and C1 control characters but tab, line feed and carriage return (a signed wallet message has lines). */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 32;

/** The path of the first string (or key) holding a control character, if any. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'body' : undefined;
  // A body kept as bytes (a signed webhook's) is read by its own route.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * preValidation for the API: a NUL or other control character in any field of the body, query or path
 * is refused with a 400 naming the field, before any rule or query sees it.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findControlCharacter(part);
    if (field) throw badRequest('VALIDATION_ERROR', `${field}: control characters are not allowed`);
  }
}
