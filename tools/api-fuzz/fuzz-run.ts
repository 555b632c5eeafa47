import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../api-doc/openapi-types';
import { casesFor, operationsOf, type FuzzCase } from './fuzz-cases';
import { seeded } from './fuzz-values';

/** A request sent as a client would, and its answer. */
export type Send = (request: {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; contentType: string | undefined; body: string }>;

/** Who sends it: nobody, a signed-in session, a project key. */
export interface FuzzCaller {
  name: string;
  headers: () => Record<string, string>;
}

export interface FuzzOptions {
  document: OpenApiDocument;
  send: Send;
  callers: FuzzCaller[];
  seed: number;
  casesPerOperation: number;
  /** Real ids by parameter or property name (projectId, collectionId…), so some requests reach deep. */
  known: Record<string, string>;
  /** Operations a caller does not send (one that would end the run's own session). */
  skip?: (operationId: string, caller: FuzzCaller) => boolean;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  failures: string[];
}

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (with `minimum`/`maximum`), as JSON Schema's numbers. */
function fromOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fromOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fromOpenApi30(value)])) as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag]) schema[flag] = schema[bound];
    else delete schema[flag];
    if (schema[flag] !== undefined) delete schema[bound];
  }
  return schema;
}

/** A schema compiler for the document's own dialect (OpenAPI 3.0: `nullable`), its components resolvable. */
function responseValidator(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  const rewrite = (schema: unknown): unknown =>
    fromOpenApi30(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
  const cache = new Map<unknown, ReturnType<typeof ajv.compile>>();
  return (schema: unknown, value: unknown): string | null => {
    let validate = cache.get(schema);
    if (!validate) cache.set(schema, (validate = ajv.compile(rewrite(schema) as object)));
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

/**
 * Sends every operation of the document the cases made from its schemas (fuzz-cases.ts), by each
 * caller, and checks each answer: never a 500, a 502 or 503 only where the operation documents it,
 * and every 2xx JSON answer valid against the schema documented for its status.
 */
export async function runFuzz({ document, send, callers, seed, casesPerOperation, known, skip }: FuzzOptions): Promise<FuzzReport> {
  const random = seeded(seed);
  const validate = responseValidator(document);
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [] };
  for (const entry of operationsOf(document)) {
    const cases: FuzzCase[] = casesFor(entry, random, known, casesPerOperation);
    for (const fuzzCase of cases)
      for (const caller of callers) {
        if (skip?.(fuzzCase.operationId, caller)) continue;
        const headers: Record<string, string> = { ...caller.headers() };
        if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
        if (fuzzCase.method === 'POST' && random.next() < 0.8) headers['idempotency-key'] = `fuzz-${random.int(1e9)}`;
        const answer = await send({
          method: fuzzCase.method,
          url: fuzzCase.url,
          body: fuzzCase.body,
          contentType: fuzzCase.contentType,
          headers,
        });
        report.requests += 1;
        report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
        const where = `${fuzzCase.operationId} (${fuzzCase.method} ${fuzzCase.url.slice(0, 120)}, ${fuzzCase.label}, as ${caller.name})`;
        const documented = entry.operation.responses?.[String(answer.status)];
        if (answer.status >= 500 && (answer.status === 500 || !documented))
          report.failures.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (answer.status >= 200 && answer.status < 300 && answer.contentType?.startsWith('application/json')) {
          const schema = documented?.content?.['application/json']?.schema;
          if (!schema) report.failures.push(`${where}: ${answer.status} is not documented`);
          else {
            const problem = validate(schema, JSON.parse(answer.body));
            if (problem) report.failures.push(`${where}: the ${answer.status} answer does not match its schema: ${problem}`);
          }
        }
      }
  }
  return report;
}
