import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database and the generated secrets: only its owner may read it.
 * The umask main.ts sets keeps most new files private, but PGlite writes some files with modes of its
 * own, and a DATA_DIR made by an earlier version (or by hand) may be open: this closes them all.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // Symbolic links are left alone: chmod would follow them out of DATA_DIR.
    if (entry.isDirectory()) await chmod(path, 0o700);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}
