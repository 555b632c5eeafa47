import { buildApp } from './app.js';
import { createPlatform } from './platform/platform.js';
import { openRuntime } from './runtime.js';

async function main() {
  // Before anything is written: what this process creates (DATA_DIR, the database's files, made by PGlite
  // in a worker thread, the secrets) is readable by its owner only.
  process.umask(0o077);
  const { config, log, database } = await openRuntime();
  const platform = createPlatform(config, database, log);
  const app = await buildApp(platform);
  await app.listen({ port: config.port, host: config.host });
  log.info(
    `Arcana is ready at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests under way');
    // close() stops accepting connections and resolves once in-flight requests have been answered.
    await app.close();
    await platform.mail.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
