import type { JsonSchema, OpenApiDocument, Operation, Parameter } from '../api-doc/openapi-types';
import { HTTP_METHODS } from '../api-doc/openapi-types';
import { EDGE_STRINGS, fitting, MISTYPED, pastEdge, type Random } from './fuzz-values';

/** One request to send: what it is, and why (its label, in a failure's message). */
export interface FuzzCase {
  operationId: string;
  method: string;
  url: string;
  /** The raw body and its type; none: no body sent. */
  body?: string;
  contentType?: string;
  label: string;
}

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Operation;
}

export const operationsOf = (document: OpenApiDocument): FuzzOperation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ method: method.toUpperCase(), path, operation: item[method] }] : [])),
  );

/**
 * Percent-encodes as a careless client would: an unpaired surrogate goes as its three WTF-8 bytes
 * (%ED%A0%80), which encodeURIComponent refuses to write.
 */
export function encodeLoosely(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(char);
    })
    .join('');
}

/** Path segments a router or a handler might trip on. */
const ODD_SEGMENTS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '%E2%80%AE',
  'a'.repeat(300),
  '..%2F..',
  '%00',
  '%ED%A0%80',
  '🃏',
];

const jsonBodyOf = (operation: Operation): JsonSchema | undefined => operation.requestBody?.content?.['application/json']?.schema;

/** The body's mutations: missing, mistyped and edge values, unknown keys, other JSON, and text that is not JSON. */
function bodyVariants(
  schema: JsonSchema | undefined,
  random: Random,
  known: Record<string, string>,
): Array<{ label: string; body?: string; contentType?: string }> {
  const base = fitting(schema, random, known);
  const json = (label: string, value: unknown) => ({ label, body: JSON.stringify(value), contentType: 'application/json' });
  const variants = [
    json('a body that fits', base),
    { label: 'no body' },
    {
      label: 'a body that is not JSON',
      body: random.pick(['{"unclosed":', "'single'", 'NaN', '{"a":1}}']),
      contentType: 'application/json',
    },
    json('another JSON value', random.pick([null, [], 'text', 42, [base]])),
    {
      label: 'a body of another type',
      body: 'plain words',
      contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']),
    },
  ];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const keys = Object.keys(schema?.properties ?? {});
    const key = keys.length ? random.pick(keys) : 'field';
    const without = { ...(base as Record<string, unknown>) };
    delete without[key];
    variants.push(
      json(`without ${key}`, without),
      json(`${key} mistyped`, { ...(base as object), [key]: random.pick(MISTYPED) }),
      json(`${key} past its edge`, { ...(base as object), [key]: pastEdge(schema?.properties?.[key], random) }),
      json(`${key} an edge string`, { ...(base as object), [key]: random.pick(EDGE_STRINGS) }),
      json('an unknown key', {
        ...(base as object),
        [random.pick(['extra', '__proto__', 'constructor', '\ud800'])]: random.pick(MISTYPED),
      }),
    );
  }
  return variants;
}

/** A URL for the operation: its path parameters filled (fitting, real, or odd), its query fitting or not. */
function urlFor(path: string, parameters: Parameter[], random: Random, known: Record<string, string>, odd: boolean): string {
  const filled = path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    if (odd) return random.pick(ODD_SEGMENTS);
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    return encodeLoosely(String(fitting(schema, random, known, name)));
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .filter(() => random.next() < 0.6)
    .map((parameter) => {
      const value = random.next() < 0.5 ? fitting(parameter.schema, random, known, parameter.name) : pastEdge(parameter.schema, random);
      return `${encodeLoosely(parameter.name)}=${encodeLoosely(typeof value === 'string' ? value : JSON.stringify(value))}`;
    });
  if (random.next() < 0.2) query.push(`${random.pick(['unknown', 'key', '%ED%A0%80'])}=${random.pick(['%ED%A0%80', 'x', '%00'])}`);
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

/** `count` cases for one operation, from its parameters and body, the same for the same random source. */
export function casesFor(
  { method, path, operation }: FuzzOperation,
  random: Random,
  known: Record<string, string>,
  count: number,
): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const hasPath = parameters.some((parameter) => parameter.in === 'path');
  const takesBody = method !== 'GET' && method !== 'DELETE';
  const bodies = takesBody ? bodyVariants(jsonBodyOf(operation), random, known) : [{ label: 'no body' }];
  return Array.from({ length: count }, (_, i) => {
    const odd = hasPath && random.next() < 0.3;
    const body = i < bodies.length ? bodies[i]! : random.pick(bodies);
    return {
      operationId: operation.operationId ?? `${method} ${path}`,
      method,
      url: urlFor(path, parameters, random, known, odd),
      ...body,
      label: `${body.label}${odd ? ', an odd path segment' : ''}`,
    };
  });
}
