import type { JsonSchema } from '../api-doc/openapi-types';

/** A seeded random source: the same seed gives the same cases, so a failure found in CI is found again. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seeded>;

const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(16).toString(16)).join('');
const uuid = (random: Random) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-8${hex(random, 3)}-${hex(random, 12)}`;

/** Strings at the edges of what text may be: empty, huge, unpaired surrogates, NUL, right-to-left, emoji. */
export const EDGE_STRINGS = [
  '',
  ' ',
  'x'.repeat(70_000),
  '\ud800',
  'a\udc00b',
  'nul\u0000here',
  '\u202egnp.exe',
  '🃏'.repeat(40),
  '<script>x</script>',
];
/** Values of every other type, to put where the schema wants one. */
export const MISTYPED: unknown[] = [0, -1, 1.5, 1e308, true, null, [], {}, 'text', [null], { nested: { deeper: [1] } }];

/**
 * A value the schema would take, or close to it: an enum's member, a string within its lengths (a
 * uuid, an e-mail or a date where the format says so), a number within its bounds, and objects with
 * their required properties. `known` gives real ids for named properties, so some requests reach
 * the handlers' own checks.
 */
export function fitting(schema: JsonSchema | undefined, random: Random, known: Record<string, string>, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (name && known[name] !== undefined && random.next() < 0.7) return known[name];
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fitting(random.pick(variants), random, known, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return uuid(random);
      if (schema.format === 'email') return `fuzz${random.int(1e6)}@example.com`;
      if (schema.format === 'date-time') return new Date(1_700_000_000_000 + random.int(1e10)).toISOString();
      const min = schema.minLength ?? 1;
      const max = Math.min(schema.maxLength ?? 24, Math.max(min, 24));
      return 'f'.repeat(min + random.int(Math.max(1, max - min + 1)));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const value = min + random.next() * Math.min(max - min, 1e6);
      return type === 'integer' ? Math.floor(value) : value;
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'array':
      return Array.from({ length: schema.minItems ?? random.int(3) }, () =>
        fitting(schema.items as JsonSchema, random, known, '', depth + 1),
      );
    case 'object':
    default: {
      if (!schema.properties) return {};
      const entries = Object.entries(schema.properties).filter(([key]) => schema.required?.includes(key) || random.next() < 0.3);
      return Object.fromEntries(entries.map(([key, value]) => [key, fitting(value, random, known, key, depth + 1)]));
    }
  }
}

/** The value at one edge of the schema: a string a character too long or short, a number past a bound, a fraction for an integer. */
export function pastEdge(schema: JsonSchema | undefined, random: Random): unknown {
  if (!schema) return random.pick(MISTYPED);
  if (schema.type === 'string') {
    const options = [
      schema.maxLength !== undefined ? 'y'.repeat(schema.maxLength + 1) : undefined,
      schema.minLength ? '' : undefined,
      random.pick(EDGE_STRINGS),
    ];
    return random.pick(options.filter((option) => option !== undefined));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const options = [
      schema.maximum !== undefined ? schema.maximum + 1 : undefined,
      schema.minimum !== undefined ? schema.minimum - 1 : undefined,
      0.5,
      Number.MAX_SAFE_INTEGER * 4,
    ];
    return random.pick(options.filter((option) => option !== undefined));
  }
  return random.pick(MISTYPED);
}
