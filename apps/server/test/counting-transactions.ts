import type { Database } from '../src/db/client.js';

/** The database as one instance sees it, counting the transactions it opens. */
export function countingTransactions(db: Database) {
  const counted = { transactions: 0 };
  const counting = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: Parameters<Database['transaction']>) => (counted.transactions++, target.transaction(...args));
    },
  });
  return { db: counting, counted };
}
