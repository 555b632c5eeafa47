import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Platform } from '../platform/platform.js';
import type { ArcanaIo } from './socket-server.js';

/** Closes what the adapter holds open. */
export type CloseAdapter = () => Promise<void>;

/**
 * Lets a user's room span instances: through Redis pub/sub when REDIS_URL is set, otherwise through
 * PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is. The embedded database has one process: nothing to span.
 */
export function attachClusterAdapter(io: ArcanaIo, { config, log }: Pick<Platform, 'config' | 'log'>): CloseAdapter {
  const onError = (err: Error) => log.warn({ err }, 'realtime adapter connection failed; it reconnects');
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    pub.on('error', onError);
    sub.on('error', onError);
    io.adapter(createRedisAdapter(pub, sub));
    return async () => {
      closeNamespaceAdapters(io);
      await Promise.all([pub.quit(), sub.quit()]);
    };
  }
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    pool.on('error', onError);
    // The adapter keeps one connection checked out for LISTEN; its errors must not crash the process.
    pool.on('connect', (client) => client.on('error', onError));
    io.adapter(createPostgresAdapter(pool, { tableName: 'socket_io_attachments' }));
    return async () => {
      await closePostgresAdapter(io);
      await pool.end();
    };
  }
  return async () => {};
}

interface PostgresAdapterInternals {
  close(): void;
  /** The adapter's pub/sub client; its `client` is the LISTEN connection once it holds one. */
  client?: { client?: unknown };
}

/**
 * The adapter checks a LISTEN connection out of its pool as it starts, and only gives it back on
 * close once it holds it: closing sooner would leave the pool waiting for it forever.
 */
async function closePostgresAdapter(io: ArcanaIo): Promise<void> {
  const adapter = io.of('/').adapter as unknown as PostgresAdapterInternals;
  for (let waited = 0; !adapter.client?.client && waited < 3000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  closeNamespaceAdapters(io);
}

/** Each namespace (the app's, the overlays') has an adapter of its own; the connection they share is let go with the last. */
function closeNamespaceAdapters(io: ArcanaIo) {
  for (const namespace of io._nsps.values()) void namespace.adapter.close();
}
