import pino from 'pino';

/** Fields of a database error that are safe to log: they name things, they never hold a value. */
const SAFE_SQL_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'] as const;
const MAX_CAUSE_DEPTH = 4;

const isSqlError = (error: Error) => 'query' in error || /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''));

/** A database message quotes the values it chokes on ('invalid input syntax … "value"'): keep its shape only. */
const scrub = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*$/, '').replace(/"[^"\n]*"/g, '"…"');

/**
 * Errors as logs show them. A query's error keeps its SQL text (placeholders only) and the names of
 * what failed, never its parameters, its `detail` ("Key (email)=(…)") or the values its message quotes.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  if (!isSqlError(error)) {
    const { cause: _cause, ...plain } = pino.stdSerializers.err(error);
    const cause = (error as { cause?: unknown }).cause;
    return cause && depth < MAX_CAUSE_DEPTH ? { ...plain, cause: serializeError(cause, depth + 1) } : plain;
  }
  const fields = error as unknown as Record<string, unknown>;
  const serialized: Record<string, unknown> = { type: error.name, message: scrub(error.message), stack: scrub(error.stack) };
  if (typeof fields.query === 'string') serialized.query = fields.query;
  for (const field of SAFE_SQL_FIELDS) if (fields[field] !== undefined) serialized[field] = fields[field];
  if (fields.cause && depth < MAX_CAUSE_DEPTH) serialized.cause = serializeError(fields.cause, depth + 1);
  return serialized;
}

/**
 * A failure as an admin may read it (System Settings' failed after-effects): each error of its chain
 * with its kind, its message scrubbed as logs have it, and the database's code and constraint where one
 * refused. Never a value: no parameter, no detail, nothing quoted.
 */
export function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let at: Record<string, unknown> | undefined = serializeError(error);
  for (let depth = 0; at && depth <= MAX_CAUSE_DEPTH; depth++) {
    const named = [at.code, at.constraint].filter((part) => typeof part === 'string' && part).join(' ');
    parts.push(`${String(at.type ?? 'Error')}: ${scrub(String(at.message ?? ''))}${named ? ` (${named})` : ''}`);
    at = at.cause as Record<string, unknown> | undefined;
  }
  return parts.join(' ← ');
}

/** A failure stored before it was described, shown as scrubbed as a log. */
export const scrubFailure = (text: string) => scrub(text) ?? '';
