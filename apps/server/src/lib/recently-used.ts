/**
 * A map that keeps its `max` most recently used entries: reading an entry makes it the newest, and
 * adding one past `max` lets the least recently used go.
 */
export function recentlyUsed<K, V>(max: number) {
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete: (key: K) => entries.delete(key),
  };
}
