import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the database's connections are doing; PGlite has one connection and no pool. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export type LoginOutcome = 'signed-in' | 'second-factor' | 'refused';

export interface Metrics {
  registry: Registry;
  /** One answered request, by its route's pattern (never the path itself: ids would make endless series). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Outbox events carried out (docs/decisions/043): how long after their fact, by type. */
  observeOutboxLag(type: string, seconds: number): void;
  /** An outbox event that failed: to be tried again, or given up (dead). */
  countOutboxFailure(type: string, outcome: 'retried' | 'dead'): void;
  /** A job's attempt that failed (docs/decisions/044): to be tried again, or given up (dead). */
  countJobFailure(queue: string, outcome: 'retried' | 'dead'): void;
  countLogin(outcome: LoginOutcome): void;
  countCardCollected(): void;
  /** A client's socket event dropped for going over its budget (realtime/event-budget.ts). */
  countSocketEventDropped(): void;
  /** Read at each scrape. */
  watchSockets(read: () => number): void;
  watchPool(read: () => PoolUse | undefined): void;
}

/** One registry per app (tests run several apps in a process), with Node's own process figures too. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sockets: () => number = () => 0;
  let pool: () => PoolUse | undefined = () => undefined;

  const http = new Histogram({
    name: 'arcana_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const outboxLag = new Histogram({
    name: 'arcana_outbox_lag_seconds',
    help: "Time from a fact's event recorded to its after-effects written, by event type",
    labelNames: ['type'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30],
    registers,
  });
  const outboxFailures = new Counter({
    name: 'arcana_outbox_failures_total',
    help: 'Outbox events whose after-effects failed, by type and outcome (retried, dead)',
    labelNames: ['type', 'outcome'],
    registers,
  });
  const jobFailures = new Counter({
    name: 'arcana_job_failures_total',
    help: 'Job attempts that failed, by queue and outcome (retried, dead)',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  const logins = new Counter({ name: 'arcana_logins_total', help: 'Password logins, by outcome', labelNames: ['outcome'], registers });
  const cards = new Counter({ name: 'arcana_cards_collected_total', help: 'Cards drawn and stored', registers });
  const dropped = new Counter({
    name: 'arcana_socket_events_dropped_total',
    help: 'Client socket events dropped for going over the per-socket budget',
    registers,
  });
  new Gauge({
    name: 'arcana_sockets_connected',
    help: 'Realtime sockets connected to this instance',
    registers,
    collect() {
      this.set(sockets());
    },
  });
  new Gauge({
    name: 'arcana_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting requests); absent on PGlite',
    labelNames: ['state'],
    registers,
    collect() {
      const use = pool();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => http.observe({ method, route, status_code: statusCode }, seconds),
    observeOutboxLag: (type, seconds) => outboxLag.observe({ type }, seconds),
    countOutboxFailure: (type, outcome) => outboxFailures.inc({ type, outcome }),
    countJobFailure: (queue, outcome) => jobFailures.inc({ queue, outcome }),
    countLogin: (outcome) => logins.inc({ outcome }),
    countCardCollected: () => cards.inc(),
    countSocketEventDropped: () => dropped.inc(),
    watchSockets: (read) => void (sockets = read),
    watchPool: (read) => void (pool = read),
  };
}
