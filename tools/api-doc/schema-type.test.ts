import { describe, expect, it } from 'vitest';
import { describeConstraints } from './schema-constraints';
import { schemaType } from './schema-type';

describe('a JSON Schema written as a TypeScript type', () => {
  it('marks optional properties with ?, nullable values with | null, and comments the constraints', () => {
    const type = schemaType({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', maxLength: 256 },
        nickname: { type: 'string', nullable: true, minLength: 2, maxLength: 32, pattern: '^[a-z]+$' },
        tags: { type: 'array', items: { type: 'string', maxLength: 16 }, maxItems: 5 },
      },
      required: ['email'],
      additionalProperties: false,
    });
    expect(type).toBe(
      [
        '{',
        '  email: string; // format: email, ≤ 256 chars',
        '  nickname?: string | null; // 2–32 chars, pattern /^[a-z]+$/',
        '  tags?: string[]; // ≤ 5 items, items: ≤ 16 chars',
        '}',
      ].join('\n'),
    );
  });

  it('writes enums as literal unions, maps as records, references by name, and brackets a union inside an intersection', () => {
    expect(schemaType({ type: 'string', enum: ['a', "it's"] })).toBe("'a' | 'it\\'s'");
    expect(schemaType({ type: 'object', additionalProperties: { type: 'integer' } })).toBe('Record<string, integer>');
    expect(schemaType({ type: 'object', additionalProperties: {} })).toBe('Record<string, unknown>');
    expect(schemaType({ $ref: '#/components/schemas/User' })).toBe('User');
    expect(schemaType({ allOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { $ref: '#/x/Tagged' }] })).toBe(
      '(string | number) & Tagged',
    );
    expect(schemaType({ type: 'array', items: { type: 'string', nullable: true } })).toBe('Array<string | null>');
    expect(schemaType({ type: ['string', 'null'] })).toBe('string | null');
  });

  it('says bounds in a few words, exclusive ones included, and leaves a format its own pattern', () => {
    expect(describeConstraints({ type: 'integer', minimum: 1, maximum: 100, default: 25 })).toEqual(['1–100', 'default 25']);
    expect(describeConstraints({ type: 'number', exclusiveMinimum: 0 })).toEqual(['> 0']);
    expect(describeConstraints({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toEqual(['≥ 0']);
    expect(describeConstraints({ type: 'string', enum: ['newest'], default: 'newest' })).toEqual(["default 'newest'"]);
    expect(describeConstraints({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1 })).toEqual(['> 0', '≤ 1']);
    expect(describeConstraints({ type: 'string', format: 'uuid', pattern: '^[0-9a-f-]+$' })).toEqual(['format: uuid']);
  });
});
