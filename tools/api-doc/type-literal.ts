/**
 * A value as TypeScript writes it, strings in single quotes as the repo's formatter writes them in code
 * blocks, so an enum reads the same in a table as in a type.
 */
export function typeLiteral(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
