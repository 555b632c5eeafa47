import type { JsonSchema } from './openapi-types';
import { describeConstraints } from './schema-constraints';
import { typeLiteral } from './type-literal';

/**
 * A JSON Schema written as a TypeScript type, which every reader of this repo reads at a glance: `?`
 * marks an optional property, `| null` a nullable value, and what the type cannot say (lengths,
 * bounds, pattern, format) follows as a comment. `integer` stays `integer`, not `number`. Objects are
 * written one property a line, so the formatter keeps them open.
 */
export function schemaType(schema: JsonSchema, indent = ''): string {
  const type = baseType(schema, indent);
  return isNullable(schema) && type !== 'unknown' ? `${type} | null` : type;
}

const isNullable = (schema: JsonSchema) => schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));

function baseType(schema: JsonSchema, indent: string): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  if (schema.const !== undefined) return typeLiteral(schema.const);
  if (schema.enum) return schema.enum.map(typeLiteral).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => grouped(schemaType(variant, indent))).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => grouped(schemaType(part, indent))).join(' & ');
  const types = [schema.type ?? []].flat().filter((type) => type !== 'null');
  if (types.length === 0) return schema.properties || schema.additionalProperties ? objectType(schema, indent) : 'unknown';
  return types.map((type) => namedType(type, schema, indent)).join(' | ');
}

function namedType(type: string, schema: JsonSchema, indent: string): string {
  if (type === 'object') return objectType(schema, indent);
  if (type === 'array') return arrayType(schema.items ? schemaType(schema.items, indent) : 'unknown');
  return type;
}

function arrayType(items: string): string {
  return /^[\w.]+$/.test(items) ? `${items}[]` : `Array<${items}>`;
}

/** A union or intersection inside another is bracketed, so `(A | B) & C` keeps its meaning. */
const grouped = (type: string) => (hasTopLevelOperator(type) ? `(${type})` : type);

/** Whether `|` or `&` joins the type's outermost parts (not those of an object or generic inside it). */
function hasTopLevelOperator(type: string): boolean {
  let depth = 0;
  for (const char of type) {
    if ('{<(['.includes(char)) depth++;
    else if ('}>)]'.includes(char)) depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}

function objectType(schema: JsonSchema, indent: string): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    propertyLine(`${propertyKey(name)}${required.has(name) ? '' : '?'}`, property, inner),
  );
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    const valueSchema = extra === true ? {} : extra;
    if (lines.length === 0) return `Record<string, ${schemaType(valueSchema, indent)}>`;
    lines.push(propertyLine('[key: string]', valueSchema, inner));
  }
  // No properties and no word on others: any object. Closed with none: the empty object.
  if (lines.length === 0) return extra === false ? '{}' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The comment goes after a one-line type, above a longer one (where a trailing one would land on its last line). */
function propertyLine(key: string, schema: JsonSchema, indent: string): string {
  const type = schemaType(schema, indent);
  const constraints = describeConstraints(schema);
  if (constraints.length === 0) return `${indent}${key}: ${type};`;
  const comment = `// ${constraints.join(', ')}`;
  return type.includes('\n') ? `${indent}${comment}\n${indent}${key}: ${type};` : `${indent}${key}: ${type}; ${comment}`;
}

const propertyKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
