import { spawn } from 'node:child_process';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Compiled, the script is plain JavaScript beside main.js; from source, its tsx shim (as for db/pglite-worker.mjs). */
const CREATE_SCRIPT = import.meta.url.endsWith('.ts') ? './pglite-create-process.mjs' : './pglite-create-process.js';

/** Every PostgreSQL data directory has PG_VERSION at its top; an empty or half-made one does not. */
const holdsDatabase = (pgdata: string) =>
  access(join(pgdata, 'PG_VERSION')).then(
    () => true,
    () => false,
  );

/** pgdata.creating-<pid>: where a first start builds the database before it takes pgdata's place. */
const stagingPrefix = (pgdata: string) => `${basename(pgdata)}.creating-`;

/**
 * Creates the embedded database at `pgdata` if there is none, in a short-lived process
 * (db/pglite-create-process.ts): a first start then keeps no more memory than a restart
 * (docs/decisions/004-pglite-worker-thread.md). The database is made beside pgdata and renamed into
 * place whole, so a first start that stops halfway leaves no pgdata for the next to take for a
 * database; the next removes what it left. Call it holding DATA_DIR's lock (db/data-dir-lock.ts).
 */
export async function createPgliteIfAbsent(pgdata: string): Promise<void> {
  if (await holdsDatabase(pgdata)) return;
  if ((await readdir(pgdata).catch(() => [])).length > 0) {
    throw new Error(`${pgdata} holds files but no database (no PG_VERSION): move it out of the way, then start again.`);
  }
  const parent = dirname(pgdata);
  const leftovers = (await readdir(parent)).filter((name) => name.startsWith(stagingPrefix(pgdata)));
  // Retried: the process of a start killed a moment ago may still be writing there as it ends.
  for (const name of leftovers) await rm(join(parent, name), { recursive: true, force: true, maxRetries: 5 });

  const staging = join(parent, `${stagingPrefix(pgdata)}${process.pid}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    await runCreateProcess(staging, pgdata);
    // An empty pgdata (made by hand) is replaced: rename takes the place of an empty directory.
    await rename(staging, pgdata);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** `pgdata`: the database's name in the error, where it would have been (the directory it was made in is removed). */
function runCreateProcess(directory: string, pgdata: string): Promise<void> {
  const script = fileURLToPath(new URL(CREATE_SCRIPT, import.meta.url));
  const child = spawn(process.execPath, ['--enable-source-maps', script, directory], {
    // The channel only tells the process when this one has ended (db/pglite-create-process.ts).
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the database ${pgdata} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`)),
    );
  });
}
