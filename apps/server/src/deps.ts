import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedConfig } from './config.js';
import type { Database } from './db/client.js';
import type { BackgroundTasks } from './lib/background-tasks.js';
import type { HeavyReads } from './lib/heavy-reads.js';
import type { TokenService } from './lib/jwt.js';
import type { PasswordHasher } from './lib/password-hasher.js';
import type { MailService } from './modules/mail/index.js';
import type { RateLimiter } from './modules/rate-limit/index.js';
import type { EventBus } from './realtime/event-bus.js';
import type { ProfileCache } from './modules/users/index.js';
import type { Sweeper } from './modules/sweeper/index.js';
import type { Metrics } from './modules/metrics/index.js';
import type { Dispatcher } from './outbox/dispatcher.js';
import type { JobRunner } from './jobs/job-runner.js';

/** What buildApp gives the feature modules; tests pass real parts with their own database. */
export interface AppDeps {
  config: ResolvedConfig;
  db: Database;
  /** Resolves when the database answers (GET /api/health). */
  pingDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  tokens: TokenService;
  hasher: PasswordHasher;
  mail: MailService;
  rateLimiter: RateLimiter;
  bus: EventBus;
  profileCache: ProfileCache;
  /** Work done after answering (so an answer's timing tells nothing), awaited at shutdown. */
  background: BackgroundTasks;
  /** Deletes expired rows of the short-lived tables: the job runner's `sweep` queue, on its interval. */
  sweeper: Sweeper;
  /** Page-sized reads, a few at a time and one per account (lib/heavy-reads.ts). */
  heavyReads: HeavyReads;
  /** Prometheus figures of this instance (GET /api/metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Carries out what follows a fact from the events written with it (docs/decisions/043); buildApp routes, starts and stops it. */
  outbox: Dispatcher;
  /** Works what is done outside a transaction, with leases and retries (docs/decisions/044); buildApp gives its handlers, starts and stops it. */
  jobs: JobRunner;
}
