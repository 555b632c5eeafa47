import { randomBytes } from 'node:crypto';
import { databaseUrl, onPostgres } from '../tools/postgres-admin';

/**
 * A database of its own on the PostgreSQL server `url` names, dropped afterwards (as the server tests
 * make theirs, apps/server/test/test-app.ts): a long run's thousands of rows, and the migrations of
 * whatever branch it ran on, stay out of a database that others use.
 */
export async function createScratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgres(url, (client) => client.query(`create database ${name}`));
  return {
    url: databaseUrl(url, name),
    drop: () => onPostgres(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
