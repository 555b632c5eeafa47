import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { AppDeps } from './deps.js';
import { createBackgroundTasks } from './lib/background-tasks.js';
import { createHeavyReads } from './lib/heavy-reads.js';
import { createTokenService } from './lib/jwt.js';
import { createPasswordHasher } from './lib/password-hasher.js';
import { createSecretBox } from './lib/secret-box.js';
import { createMailService } from './modules/mail/index.js';
import { createRateLimiter } from './modules/rate-limit/index.js';
import { createEventBus } from './realtime/event-bus.js';
import { createProfileCache } from './modules/users/index.js';
import { createSweepRules, createSweeper } from './modules/sweeper/index.js';
import { createMetrics } from './modules/metrics/index.js';
import { createDispatcher } from './outbox/dispatcher.js';
import { createJobRunner } from './jobs/job-runner.js';

export function createAppDeps(config: ResolvedConfig, database: DatabaseHandle, log: FastifyBaseLogger): AppDeps {
  const { db } = database;
  const metrics = createMetrics();
  metrics.watchPool(() => database.poolUse?.());
  return {
    config,
    db,
    pingDatabase: () => database.ping(),
    log,
    tokens: createTokenService(config.jwtSecret),
    hasher: createPasswordHasher(),
    mail: createMailService({
      db,
      log,
      box: createSecretBox(config.encryptionKey),
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
    }),
    rateLimiter: createRateLimiter(db),
    bus: createEventBus(metrics.observeEmit),
    profileCache: createProfileCache(database.profileChanges),
    background: createBackgroundTasks(log),
    heavyReads: createHeavyReads(),
    metrics,
    outbox: createDispatcher({ db, log, metrics }),
    jobs: createJobRunner({ db, log, metrics }),
    sweeper: createSweeper({
      db,
      log,
      intervalMs: config.sweepIntervalSeconds * 1000,
      rules: createSweepRules({ longestRateLimitWindowS: Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowSeconds)) }),
      afterSweep: () => database.refreshStatistics(),
    }),
  };
}
