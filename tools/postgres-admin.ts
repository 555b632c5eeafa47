import pg from 'pg';

/**
 * The PostgreSQL server's administration, for the tests, the benchmarks and the cluster run: each makes
 * databases of its own there and drops them.
 */

/** The address of database `name` on `baseUrl`'s server. */
export const databaseUrl = (baseUrl: string, name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

/** Runs `run` on one connection to `baseUrl` (the server's administration: creating, dropping databases). */
export async function onPostgres<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
