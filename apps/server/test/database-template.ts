import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { connectPostgres } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrations-folder.js';
import { databaseUrl, onPostgres } from '../../../tools/postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied: each test file starts from a copy. */
    pgliteTemplate: string;
    /** A PostgreSQL database with every migration applied, each test file's database made from it (`TEMPLATE`). */
    postgresTemplate: string;
  }
}

/**
 * The test run's global setup (vitest.config.ts): migrates one database, once, for every test file of
 * the run to copy, instead of creating and migrating one per file (the embedded database's first
 * start alone took seconds of CPU per file). Removed when the run ends.
 */
export default async function setup(project: TestProject) {
  // The project's own settings: the setup runs in the run's process, not in the project's workers.
  const env = project.config.env;
  if (env.TEST_DB === 'postgres') {
    const baseUrl = env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `arcana_template_${randomBytes(6).toString('hex')}`;
    await onPostgres(baseUrl, (client) => client.query(`create database ${name}`));
    const template = connectPostgres(databaseUrl(baseUrl, name));
    await template.migrate();
    // A database being copied may have no one connected to it.
    await template.close();
    project.provide('postgresTemplate', name);
    return () => onPostgres(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  const database = await PGlite.create();
  await migrate(drizzle({ client: database }), { migrationsFolder });
  const dump = await database.dumpDataDir('none');
  await database.close();
  const directory = mkdtempSync(join(tmpdir(), 'arcana-test-template-'));
  const file = join(directory, 'pgdata.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(directory, { recursive: true, force: true });
}
