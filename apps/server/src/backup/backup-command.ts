import type { Command } from '../lib/command.js';
import { backupDatabase } from './backup-database.js';
import { embeddedDataDir } from './embedded-database.js';

const USAGE = `Usage: npm run backup [-- <file or directory>]
Saves the embedded database (DATA_DIR/pgdata) as a .tar.gz, by default into DATA_DIR/backups.
Stop the server first: only one process may open DATA_DIR.`;

const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** npm run backup: PGlite's own dump of DATA_DIR's database, restored by `npm run restore`. */
export const backupCommand: Command = async (args, io) => {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    io.err(`${USAGE}\n`);
    return args[0] === '--help' ? 0 : 2;
  }
  const { pgdata, file, bytes } = await backupDatabase(embeddedDataDir('backup', io.env), args[0]);
  io.out(
    `Backed up ${pgdata} to ${file} (${formatMegabytes(bytes)}).\n` +
      // The secrets are left out on purpose: a copy of the data next to the key that unseals it protects nothing.
      'It holds the database only, not DATA_DIR/secrets.json: keep that file (or JWT_SECRET and ENCRYPTION_KEY) too, ' +
      'stored apart. Without the same ENCRYPTION_KEY, restored two-factor keys and draw seeds cannot be read.\n',
  );
  return 0;
};
