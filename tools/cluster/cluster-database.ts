import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, onPostgres } from '../postgres-admin';

export interface ClusterDatabase {
  name: string;
  url: string;
  /** A query on the cluster's database, for the checks HTTP cannot make (which address a session recorded). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** A fresh database on the local PostgreSQL server for one run, dropped at its end whatever happens. */
export async function createClusterDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = `arcana_cluster_${randomBytes(4).toString('hex')}`;
  await onPostgres(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // pool.end() resolves before its connection has closed, and the drop (FORCE) may end that connection
  // first: the pool then reports it, with no one left to listen (an unhandled 'error' ends the process).
  pool.on('error', () => undefined);
  // FORCE ends the connections of instances still holding some (one was killed, the others may linger).
  const dropStatement = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  let dropped = false;
  // Last resort when the run is ended by a signal before its own cleanup: no awaiting in an exit handler.
  const dropOnExit = () => dropped || spawnSync('psql', [adminUrl, '-qc', dropStatement], { stdio: 'ignore' });
  process.once('exit', dropOnExit);

  return {
    name,
    url,
    query: async (text, values) => (await pool.query(text, values)).rows,
    async drop() {
      await pool.end().catch(() => undefined);
      await onPostgres(adminUrl, (client) => client.query(dropStatement));
      dropped = true;
      process.off('exit', dropOnExit);
    },
  };
}
