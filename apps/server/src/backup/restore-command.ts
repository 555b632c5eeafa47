import type { Command } from '../lib/command.js';
import { embeddedDataDir } from './embedded-database.js';
import { restoreDatabase } from './restore-database.js';

const USAGE = `Usage: npm run restore -- <file> [--force]
Restores a backup made by \`npm run backup\` into DATA_DIR/pgdata. --force replaces a database that is
there (it is renamed aside, not deleted). Stop the server first: only one process may open DATA_DIR.`;

/** npm run restore: the other half of `npm run backup`. */
export const restoreCommand: Command = async (args, io) => {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    io.err(`${USAGE}\n`);
    return files[0] === '--help' ? 0 : 2;
  }
  const { pgdata, migrations, replacedTo } = await restoreDatabase(embeddedDataDir('restore', io.env), files[0]!, { force });
  io.out(
    `Restored ${files[0]} into ${pgdata} (${migrations} migrations recorded; the server applies any newer ones when it starts).\n` +
      (replacedTo ? `The database it replaced is in ${replacedTo}: delete it once the restored one is checked.\n` : ''),
  );
  return 0;
};
