import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEXT_MESSAGES, textFault } from '@arcana/shared';
import { badRequest } from './app-error.js';

const MAX_DEPTH = 32;

/** The first string (or key) that breaks the shared text rule, with its path, if any. */
export function findMalformedText(value: unknown, path = '', depth = 0): { field: string; fault: 'control' | 'malformed' } | undefined {
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault ? { field: path || 'body', fault } : undefined;
  }
  // A body kept as bytes (a signed webhook's) is read by its own route.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyFault = textFault(key);
    if (keyFault) return { field: childPath, fault: keyFault };
    const found = findMalformedText(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * preValidation for the API: a string of the body, query or path that breaks the shared text rule
 * (a control character, a lone surrogate) is refused with a 400 naming the field, before any rule or
 * query sees it, so nothing is stored altered and no column refuses it later.
 */
export async function refuseMalformedText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = findMalformedText(part);
    if (found) throw badRequest('VALIDATION_ERROR', TEXT_MESSAGES[found.fault](found.field));
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies read as bytes and decoded strictly: bytes that are not UTF-8 are a 400, not text
 * quietly given replacement characters. Then Fastify's own parser, with its guards against
 * prototype poisoning.
 */
export function parseJsonStrictly(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(badRequest('VALIDATION_ERROR', TEXT_MESSAGES.notUtf8), undefined);
      return;
    }
    parse(request, text, done);
  });
}
