type Json = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the schemas' conversion writes that a reader would call wrong (docs/decisions/039): a pair of
 * the same type (a stat's range) comes out as `anyOf` of two equal schemas; a record keyed by an enum
 * names its keys required without defining them; a nullable enum leaves null out of its values, which
 * OpenAPI 3.0 reads as refusing it. Each is rewritten as what it means.
 */
export function normalizeSchemas<T>(node: T): T {
  if (Array.isArray(node)) return node.map(normalizeSchemas) as T;
  if (!node || typeof node !== 'object') return node;
  const schema: Json = Object.fromEntries(Object.entries(node as Json).map(([key, value]) => [key, normalizeSchemas(value)]));
  const anyOf = schema.anyOf as unknown[] | undefined;
  if (anyOf && anyOf.length > 1 && anyOf.every((member) => same(member, anyOf[0]))) {
    delete schema.anyOf;
    Object.assign(schema, anyOf[0]);
  }
  const required = schema.required as string[] | undefined;
  const additional = schema.additionalProperties;
  if (required && !schema.properties && additional && typeof additional === 'object') {
    schema.properties = Object.fromEntries(required.map((key) => [key, additional]));
    schema.additionalProperties = false;
  }
  const values = schema.enum as unknown[] | undefined;
  if (schema.nullable === true && values && !values.includes(null)) schema.enum = [...values, null];
  return schema as T;
}
