import { randomBytes } from 'node:crypto';
import { BENCH_LIMITS } from '../../bench/accounts';
import { startArcanaProcess, type ProcessHandle } from '../arcana-process';

export interface Instance extends ProcessHandle {
  name: 'A' | 'B';
  /** "127.0.0.1:port", as nginx names it in $upstream_addr. */
  address: string;
}

export interface ClusterSettings {
  databaseUrl: string;
  /** What users reach: nginx. Links in e-mails and the wallet message's domain name it, on every instance. */
  publicUrl: string;
  smtpPort: number;
  /** Realtime through Redis instead of PostgreSQL's LISTEN/NOTIFY. */
  redisUrl: string | undefined;
}

/** Two compiled instances on one database with the same secrets, started together as a deploy would. */
export async function startInstances(settings: ClusterSettings): Promise<[Instance, Instance]> {
  const env = {
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl ?? '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: settings.publicUrl,
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    // One proxy in front, as deploy/compose.yaml sets it: the client is the right-most X-Forwarded-For entry.
    TRUST_PROXY: '1',
    // Every account of the run signs up from one address.
    ...BENCH_LIMITS,
  };
  const [a, b] = await Promise.all([startArcanaProcess('compiled', env), startArcanaProcess('compiled', env)]);
  return [named('A', a), named('B', b)];
}

const named = (name: Instance['name'], handle: ProcessHandle): Instance =>
  Object.assign(handle, { name, address: new URL(handle.url).host });
