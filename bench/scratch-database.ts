import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the PostgreSQL server `url` names, dropped afterwards (as the server tests
 * make theirs, apps/server/test/test-app.ts): a long run's thousands of rows, and the migrations of
 * whatever branch it ran on, stay out of a database that others use.
 */
export async function createScratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => onServer(url, `drop database if exists ${name} with (force)`) };
}
