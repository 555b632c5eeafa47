import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Tables whose rows make up a signed-in user's profile (see users.repo profile query). */
const PROFILE_TABLES = new Set(['users', 'sessions', 'identities', 'one_time_tokens']);
const WRITE_PATTERN = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/**
 * Counts writes to the profile tables, seen as statements are issued. PGlite runs one statement at
 * a time in issue order, so a profile read that began before a write is always older than it: a
 * cache keyed on this number can never serve a row a write has since changed, whoever wrote it.
 */
export function trackProfileWrites(client: PGlite): () => number {
  let generation = 0;
  const note = (statement: string) => {
    const table = WRITE_PATTERN.exec(statement)?.[1];
    if (table && PROFILE_TABLES.has(table.toLowerCase())) generation++;
  };

  const query = client.query.bind(client);
  client.query = ((statement: string, ...rest: unknown[]) => {
    note(statement);
    return (query as (...args: unknown[]) => ReturnType<PGlite['query']>)(statement, ...rest);
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((statement: string, ...rest: unknown[]) => {
        note(statement);
        return (txQuery as (...args: unknown[]) => ReturnType<Transaction['query']>)(statement, ...rest);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];

  return () => generation;
}
