import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedConfig } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { ProfileChanges } from '../db/profile-changes.js';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background-tasks.js';
import { createHeavyReads, type HeavyReads } from '../lib/heavy-reads.js';
import { createTokenService, type TokenService } from '../lib/jwt.js';
import { createPasswordHasher, type PasswordHasher } from '../lib/password-hasher.js';
import { createSecretBox, type SecretBox } from '../lib/secret-box.js';
import { createDispatcher, type Dispatcher } from '../outbox/dispatcher.js';
import { createJobRunner, type JobRunner } from '../jobs/job-runner.js';
import { createMetrics, type Metrics } from './metrics.js';
import { createMailService, type MailService } from './mail/index.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/index.js';
import { createSweeper, type Sweeper } from './sweeper/index.js';

/**
 * What every module is built on (docs/decisions/045): the database and the parts that know nothing of
 * the product's features. It imports no module; the modules take it, and each other's services as ports.
 */
export interface Platform {
  config: ResolvedConfig;
  db: Database;
  /** Resolves when the database answers (GET /api/health). */
  pingDatabase: () => Promise<void>;
  /** Profile rows changed by any instance (the users module's cache listens). */
  profileChanges: ProfileChanges;
  log: FastifyBaseLogger;
  /** Seals secrets kept in the database with the app's encryption key. */
  box: SecretBox;
  tokens: TokenService;
  hasher: PasswordHasher;
  /** Mail owed in a fact's transaction and sent by the job runner. */
  mail: MailService;
  rateLimiter: RateLimiter;
  /** Work done after answering (so an answer's timing tells nothing), awaited at shutdown. */
  background: BackgroundTasks;
  /** Deletes expired rows of the short-lived tables, by their owners' rules: the job runner's `sweep` queue. */
  sweeper: Sweeper;
  /** Page-sized reads, a few at a time and one per account (lib/heavy-reads.ts). */
  heavyReads: HeavyReads;
  /** Prometheus figures of this instance (GET /api/metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Carries out what follows a fact from the events written with it (docs/decisions/043). */
  outbox: Dispatcher;
  /** Works what is done outside a transaction, with leases and retries (docs/decisions/044). */
  jobs: JobRunner;
}

export function createPlatform(config: ResolvedConfig, database: DatabaseHandle, log: FastifyBaseLogger): Platform {
  const { db } = database;
  const metrics = createMetrics();
  metrics.watchPool(() => database.poolUse?.());
  const box = createSecretBox(config.encryptionKey);
  return {
    config,
    db,
    pingDatabase: () => database.ping(),
    profileChanges: database.profileChanges,
    log,
    box,
    tokens: createTokenService(config.jwtSecret),
    hasher: createPasswordHasher(),
    mail: createMailService({ db, log, box, smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl }),
    rateLimiter: createRateLimiter(db),
    background: createBackgroundTasks(log),
    heavyReads: createHeavyReads(),
    metrics,
    outbox: createDispatcher({ db, log, metrics }),
    jobs: createJobRunner({ db, log, metrics }),
    sweeper: createSweeper({
      db,
      log,
      intervalMs: config.sweepIntervalSeconds * 1000,
      afterSweep: () => database.refreshStatistics(),
    }),
  };
}
