import type { z } from 'zod';

/**
 * A browser reads a handful of the contract's 2,000 schema objects, yet runs every declaration of
 * each module it loads: a page paid for every form of the screens sharing a module with the one
 * schema it reads (docs/decisions/031). There a schema is made the first time something reads it, and
 * every read goes to it once made, so it parses and composes as the schema itself does.
 *
 * Elsewhere it is made at once: the server's API document walks schemas by identity, which a stand-in
 * would break, and a server pays for its schemas once, at start.
 */
export function lazySchema<T extends z.core.$ZodType>(make: () => T): T {
  if (!('window' in globalThis)) return make();
  let made: T | undefined;
  const schema = (): T => (made ??= make());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself holds none of the schema's properties.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
