import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

const made = () => z.object({ name: z.string().min(1), count: z.number().int() });

describe('a schema made when first read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in a browser, is made on its first read, once, and then parses, composes and narrows as the schema itself', () => {
    vi.stubGlobal('window', globalThis);
    const make = vi.fn(made);
    const lazy = lazySchema(make);
    const outer = lazySchema(() => z.object({ inner: lazy, tags: z.array(z.string()) }));
    expect(make).not.toHaveBeenCalled();

    expect(lazy.parse({ name: 'Nova', count: 2 })).toEqual({ name: 'Nova', count: 2 });
    expect(lazy.safeParse({ name: '', count: 2 }).success).toBe(false);
    expect(outer.parse({ inner: { name: 'Nova', count: 1 }, tags: [] })).toEqual({ inner: { name: 'Nova', count: 1 }, tags: [] });
    expect(() => outer.parse({ inner: { name: 'Nova', count: 1.5 }, tags: [] })).toThrow(z.ZodError);
    expect(lazy.extend({ extra: z.boolean() }).parse({ name: 'a', count: 0, extra: true })).toEqual({ name: 'a', count: 0, extra: true });
    expect(lazy.pick({ name: true }).parse({ name: 'a', count: 3 })).toEqual({ name: 'a' });
    expect(Object.keys(lazy.shape)).toEqual(['name', 'count']);
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('on a server, is the schema itself, made at once, so the API document finds its description by identity', () => {
    const make = vi.fn(() => made().describe('A named count.'));
    const schema = lazySchema(make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(z.toJSONSchema(z.object({ counted: schema })).properties?.counted).toMatchObject({ description: 'A named count.' });
  });
});
