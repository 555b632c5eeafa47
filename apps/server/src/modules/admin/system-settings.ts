import { sql } from 'drizzle-orm';
import type { TOAuthProviders, TSystemSettings } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import serverPackage from '../../../package.json' with { type: 'json' };

const startedAt = new Date().toISOString();

/** An SMTP address's host and port only: its user and password stay where they are. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * What Admin › System Settings shows (docs/product-rules.md "Admin"): the running configuration as
 * kinds, hosts and versions, read from the configuration this process started with. Never a secret:
 * no key, token or password, and the mail server by its host alone.
 */
export async function systemSettings(
  { config, db }: Pick<Platform, 'config' | 'db'>,
  providers: TOAuthProviders['providers'],
): Promise<TSystemSettings> {
  const { rows } = (await db.execute(sql`select current_setting('server_version') as version`)) as unknown as {
    rows: Array<{ version: string }>;
  };
  return {
    providers,
    mail: { transport: config.smtpUrl ? 'smtp' : 'outbox', host: hostOf(config.smtpUrl), from: config.mailFrom },
    database: { kind: config.databaseUrl ? 'postgresql' : 'pglite', version: rows[0]!.version },
    realtime: { adapter: config.redisUrl ? 'redis' : 'in-process' },
    metrics: Boolean(config.metricsToken),
    publicUrl: config.publicUrl,
    versions: { app: serverPackage.version, node: process.version },
    startedAt,
  };
}
