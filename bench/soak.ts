import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { startArcanaProcess, type ProcessHandle } from '../tools/arcana-process';
import { startMailCapture, type MailCapture } from '../tools/mail-capture';
import { BENCH_LIMITS } from './accounts';
import { observeCalls } from './http';
import { createScratchDatabase } from './scratch-database';
import { createSoakActions } from './soak-actions';
import { memoryGrowth, sampleMemory } from './soak-memory';
import type { SoakReport } from './soak-report';
import { createSocketWatch } from './soak-sockets';
import { createSoakStats } from './soak-stats';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
/** The first minute (a fifth of a shorter run): the JIT, the caches and the database's buffers fill. */
const WARM_UP_S = Math.min(60, SOAK_SECONDS / 5);
const SAMPLE_EVERY_MS = 10_000;
const EVENT_TIMEOUT_MS = 15_000;

/**
 * Moderate on purpose: the server and this load share two cores, and the point is whether the server
 * stays the same for minutes, not how much it takes. Each signup and login hashes a password (argon2id).
 */
const SOAK_LOAD = {
  signup: { everyMs: 3000, inFlight: 4 },
  login: { everyMs: 1000, inFlight: 4 },
  collect: { everyMs: 50, inFlight: 20 },
  socketAccounts: 40,
  socketsPerAccount: 2,
} as const;

const { signup, login, collect, socketAccounts, socketsPerAccount } = SOAK_LOAD;
const LOAD_IN_WORDS =
  `a signup every ${signup.everyMs / 1000} s, a login every ${login.everyMs / 1000} s, ` +
  `a collect every ${collect.everyMs} ms (${1000 / collect.everyMs}/s); the newest ${socketAccounts} accounts ` +
  `with ${socketsPerAccount} sockets each`;

/**
 * Open loop: starts `action` every `everyMs` whatever the pace of the answers, at most `inFlight` at
 * once; a tick that finds them all busy is skipped and counted (the server fell behind), not queued.
 */
function every({ everyMs, inFlight }: { everyMs: number; inFlight: number }, action: () => Promise<void>) {
  const running = new Set<Promise<void>>();
  let skipped = 0;
  const timer = setInterval(() => {
    if (running.size >= inFlight) return void skipped++;
    const run = action().finally(() => running.delete(run));
    running.add(run);
  }, everyMs);
  return {
    skipped: () => skipped,
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
    },
  };
}

/**
 * `npm run bench` with BENCH_ONLY=soak: one compiled server for SOAK_SECONDS under a steady mix of
 * signups (with the e-mail link), logins, wallet links and collects, with sockets that must hear every
 * card their account collects; the server's memory every 10 s. On PostgreSQL, in a database of its own.
 */
export async function benchSoak(database: string, env: Record<string, string>): Promise<SoakReport> {
  const scratch = env.DATABASE_URL ? await createScratchDatabase(env.DATABASE_URL, 'arcana_soak') : undefined;
  const mail = await startMailCapture();
  const metricsToken = randomBytes(16).toString('hex');
  let server: ProcessHandle | undefined;
  try {
    server = await startArcanaProcess('compiled', {
      ...env,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...BENCH_LIMITS,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      METRICS_TOKEN: metricsToken,
    });
    return await soak(database, server, mail, metricsToken);
  } finally {
    await server?.stop();
    await mail.close();
    await scratch?.drop();
  }
}

async function soak(database: string, server: ProcessHandle, mail: MailCapture, metricsToken: string): Promise<SoakReport> {
  const stats = createSoakStats();
  const sockets = createSocketWatch(server.url, stats, EVENT_TIMEOUT_MS);
  const actions = createSoakActions({ base: server.url, mail, stats, sockets, ...SOAK_LOAD });
  // Only the answers are timed here: a failure is counted, with its reason, by the action that met it (soak-actions.ts).
  const stopObserving = observeCalls(({ method, path, status, ms }) => {
    if (status >= 200 && status < 300) stats.time(`${method} ${path}`, ms);
  });
  try {
    // The accounts with sockets exist before the clock starts, so the first collects have sockets to hear them.
    const limit = pLimit(4);
    await Promise.all(Array.from({ length: socketAccounts }, () => limit(actions.signUp)));
    stats.clearTimings();

    const memory = sampleMemory(server, metricsToken, SAMPLE_EVERY_MS);
    const loops = {
      signup: every(signup, actions.signUp),
      login: every(login, actions.logIn),
      collect: every(collect, actions.collect),
    };
    await sleep(SOAK_SECONDS * 1000);
    await Promise.all(Object.values(loops).map((loop) => loop.stop()));
    const samples = await memory.stop();
    await actions.closeSockets();
    return {
      database,
      seconds: SOAK_SECONDS,
      load: LOAD_IN_WORDS,
      accounts: actions.accounts(),
      routes: stats.rows(),
      failures: stats.failures(),
      errors: stats.errorCount,
      events: { ...sockets.events },
      skipped: Object.fromEntries(Object.entries(loops).map(([name, loop]) => [name, loop.skipped()])),
      memory: samples,
      growth: memoryGrowth(samples, WARM_UP_S),
    };
  } finally {
    stopObserving();
  }
}
