import type { DestinationStream, Logger } from 'pino';
import { parseConfig, type ResolvedConfig } from './config.js';
import { makeDataDirPrivate } from './data-dir.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createLogger } from './logger.js';
import { resolveSecrets } from './secrets.js';

export interface Runtime {
  config: ResolvedConfig;
  log: Logger;
  database: DatabaseHandle;
}

/**
 * What the server and the commands start from: the settings with their secrets, a logger, the migrated
 * database. The process's umask is its entry's to set, before this writes anything (main.ts, lib/command.ts).
 */
export async function openRuntime({
  env,
  logDestination,
}: { env?: NodeJS.ProcessEnv; logDestination?: DestinationStream } = {}): Promise<Runtime> {
  const config = await resolveSecrets(parseConfig(env));
  const log = createLogger(config.logLevel, logDestination);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'idle database connection failed; the pool replaces it'),
  });
  await database.migrate();
  // A database that will not be analyzed now (a lock held elsewhere) still serves; the next sweep tries again.
  await database.refreshStatistics().catch((err: unknown) => log.warn({ err }, 'could not refresh the planner statistics at start'));
  if (database.kind === 'pglite') await makeDataDirPrivate(config.dataDir);
  return { config, log, database };
}
