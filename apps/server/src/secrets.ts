import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config, ResolvedConfig } from './config.js';

const SECRET_SETTINGS = [
  ['jwtSecret', 'JWT_SECRET'],
  ['encryptionKey', 'ENCRYPTION_KEY'],
] as const;

type StoredSecrets = Partial<Record<(typeof SECRET_SETTINGS)[number][1], string>>;

/**
 * Secrets come from the environment. On the embedded database (one machine, DATA_DIR) a missing secret
 * is generated once and kept in DATA_DIR/secrets.json, so a fresh install needs no setup and restarts
 * keep sessions. With DATABASE_URL (several instances) every instance must share them, so they must be given.
 */
export async function resolveSecrets(config: Config): Promise<ResolvedConfig> {
  const missing = SECRET_SETTINGS.filter(([key]) => !config[key]).map(([, env]) => env);
  if (missing.length === 0) return config as ResolvedConfig;
  if (config.databaseUrl) {
    throw new Error(`${missing.join(' and ')} must be set when DATABASE_URL is set (every instance must share them).`);
  }
  const file = join(config.dataDir, 'secrets.json');
  const stored: StoredSecrets = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as StoredSecrets,
    () => ({}),
  );
  let changed = false;
  for (const env of missing) {
    if (!stored[env]) {
      stored[env] = randomBytes(48).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const resolved = { ...config };
  for (const [key, env] of SECRET_SETTINGS) resolved[key] = config[key] ?? stored[env];
  return resolved as ResolvedConfig;
}
