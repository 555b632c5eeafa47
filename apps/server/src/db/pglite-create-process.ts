import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.js';

/**
 * Creates a new embedded database, migrated, in the directory named by the first argument, then ends.
 * A process of its own (db/pglite-create.ts starts it): PostgreSQL's initialisation and the first
 * migrations grow PGlite's memory for good, and only the end of a process gives all of it back.
 */

// The starting process may be killed, and the next start removes this directory: end with it rather
// than write on. The channel carries no messages, so it must not keep this process alive once done.
process.once('disconnect', () => process.exit(1));
process.channel?.unref();

try {
  const db = await PGlite.create(process.argv[2]!);
  await migrate(drizzle({ client: db }), { migrationsFolder });
  await db.close();
} catch (error) {
  // The starting process puts this in the error it throws: what failed and why, as a failed migration
  // at start reads, not the whole error object (a query error carries its parsers and its stack).
  const { message, cause } = error as Error & { cause?: Error };
  process.stderr.write(cause ? `${message}\n${cause.message}` : message);
  process.exitCode = 1;
}
