import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * A DATA_DIR whose embedded database is already made and migrated: a copy of the run's template
 * (database-template.ts), as a server's first start would have left it. For tests whose subject is
 * not that first start (db/pglite-create.test.ts has it): a copy costs about a second, where creating
 * the database in a process of its own and migrating it cost several, more on a busy machine.
 */
export async function dataDirFromTemplate(dataDir?: string): Promise<string> {
  dataDir ??= await mkdtemp(join(tmpdir(), 'arcana-data-dir-'));
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), loadDataDir: template });
  await database.close();
  return dataDir;
}
