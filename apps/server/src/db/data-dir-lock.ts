import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One process at a time opens the embedded database: two (a server and `npm run seed`, or two servers)
 * would write the same files, each unaware of the other's. DATA_DIR/arcana.pid names the holder; a file
 * left by a process that has ended (killed, crashed) is taken over. Resolves with the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'arcana.pid');
  // Twice at most: once more after taking over a stale file, in case another process took it meanwhile.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails if the file exists, so of two processes starting together only one writes it.
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => unlink(file).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder} (a running server or seed): stop it first. ` +
          `If no process of Arcana runs, delete ${file}.`,
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`could not take ${file}`);
}
