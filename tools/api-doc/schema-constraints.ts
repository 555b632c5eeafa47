import type { JsonSchema } from './openapi-types';
import { typeLiteral } from './type-literal';

/** "1–256 chars", "≥ 8 chars", "≤ 128 chars": a range with either end left open. */
function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return min === max ? `${min}${suffix}` : `${min}–${max}${suffix}`;
  if (min !== undefined) return `≥ ${min}${suffix}`;
  if (max !== undefined) return `≤ ${max}${suffix}`;
  return undefined;
}

/** A bound at the edge of the safe integers only says "an integer" (zod writes them for every `.int()`). */
const unlessSafeIntegerEdge = (bound: number | undefined) => (Math.abs(bound ?? 0) === Number.MAX_SAFE_INTEGER ? undefined : bound);

/** OpenAPI 3.0 marks an exclusive bound with a boolean beside minimum/maximum; 3.1 gives the bound itself. */
function numberRange(schema: JsonSchema): string[] {
  const { exclusiveMinimum, exclusiveMaximum } = schema;
  const minimum = unlessSafeIntegerEdge(schema.minimum);
  const maximum = unlessSafeIntegerEdge(schema.maximum);
  const lower = typeof exclusiveMinimum === 'number' ? exclusiveMinimum : exclusiveMinimum === true ? minimum : undefined;
  const upper = typeof exclusiveMaximum === 'number' ? exclusiveMaximum : exclusiveMaximum === true ? maximum : undefined;
  const inclusive = range(lower === undefined ? minimum : undefined, upper === undefined ? maximum : undefined);
  return [lower !== undefined ? `> ${lower}` : undefined, upper !== undefined ? `< ${upper}` : undefined, inclusive].filter(
    (part): part is string => part !== undefined,
  );
}

/**
 * What a schema demands beyond its type, in a few words: lengths, bounds, pattern, format, default,
 * and its description. An array's items are described after "items:" (a tag list's length limit).
 */
export function describeConstraints(schema: JsonSchema): string[] {
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description.replace(/\s+/g, ' ').trim());
  if (schema.format) parts.push(`format: ${schema.format}`);
  const length = range(schema.minLength, schema.maxLength, 'chars');
  if (length) parts.push(length);
  // A format's pattern (a uuid's, an address's) is the validator spelling the format out: the name says it.
  if (schema.pattern !== undefined && !schema.format) parts.push(`pattern /${schema.pattern}/`);
  parts.push(...numberRange(schema));
  const count = range(schema.minItems, schema.maxItems, 'items');
  if (count) parts.push(count);
  if (schema.items) {
    const items = describeConstraints(schema.items);
    if (items.length > 0) parts.push(`items: ${items.join(', ')}`);
  }
  if (schema.default !== undefined) parts.push(`default ${typeLiteral(schema.default)}`);
  return parts;
}
