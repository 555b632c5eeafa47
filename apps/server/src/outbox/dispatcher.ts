import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Metrics } from '../platform/metrics.js';
import { describeFailure } from '../lib/error-serializer.js';
import { retryDelayMs } from '../lib/retry-delay.js';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from './domain-event-types.js';
import { lockDueEvents, markEventFailed, markEventsDone } from './domain-events.repo.js';

/** What a handler does once the dispatcher's transaction has committed: tell sockets, pages, workers. */
export type AfterCommit = () => void;

/**
 * One after-effect of a type of event. It writes in the dispatcher's transaction, which marks the
 * events done, so what it writes is written once; what it tells (after the commit) is said at most
 * once, and is there to be found again (a socket's replay, an overlay page's queue) when it is not.
 */
export interface EventHandler<Loaded> {
  name: string;
  handle(tx: Database, items: Loaded[]): Promise<AfterCommit | void>;
}

/** How one type of event is carried out: what its handlers need, read once for a batch, then each handler. */
export interface EventRoute<T extends DomainEventType, Loaded> {
  /** An event whose subject is gone (its card deleted since) is left out: there is nothing to tell of it. */
  load(tx: Database, events: Array<DomainEvent<T>>): Promise<Loaded[]>;
  handlers: Array<EventHandler<Loaded>>;
}

export interface Dispatcher {
  /** The route of a type: one for each, given by the composition root before start. */
  route<T extends DomainEventType, Loaded>(type: T, route: EventRoute<T, Loaded>): void;
  /** Refuses to start while a type has no route; then carries out what is due, and looks again every poll. */
  start(): void;
  /**
   * Carries out what is due now; resolves once a pass that began after the call is over. A request
   * whose fact recorded events awaits it, so its answer comes after its effects, as it always has.
   */
  dispatch(): Promise<void>;
  /**
   * dispatch(), waited for no longer than AFTER_EFFECTS_WAIT_MS: what a request awaits before its
   * answer (a busy outbox does not hold it; what is left is carried out regardless).
   */
  afterEffects(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a request's answer waits for its after-effects at most. */
const AFTER_EFFECTS_WAIT_MS = 2000;
/** Events carried out in one transaction at most. */
const MAX_BATCH = 100;
/** Attempts before an event is given up (dead): about a day of backoff. */
export const MAX_ATTEMPTS = 12;
type AnyRoute = EventRoute<DomainEventType, unknown>;

/**
 * The one dispatcher of the outbox (docs/decisions/043). A pass locks due events (skipping those
 * another instance holds), carries out each type's handlers in one transaction with marking them done,
 * then runs what they tell. A batch that fails is carried out again event by event, so one event's
 * failure costs the others nothing: that one waits out its backoff, and after its last attempt is dead.
 * The instance that records an event wakes its own dispatcher at once; the poll finds the rest (another
 * instance's events when it died, retries due).
 */
export function createDispatcher({
  db,
  log,
  metrics,
  pollMs = 1000,
}: {
  db: Database;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'observeOutboxLag' | 'countOutboxFailure'>;
  pollMs?: number;
}): Dispatcher {
  const routes = new Map<DomainEventType, AnyRoute>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wanted = false;
  let waiting: Array<() => void> = [];
  /** Between start and stop. */
  let active = false;

  async function carryOut(tx: Database, events: DomainEvent[]): Promise<AfterCommit[]> {
    const after: AfterCommit[] = [];
    for (const type of DOMAIN_EVENT_TYPES) {
      const ofType = events.filter((event) => event.type === type);
      if (ofType.length === 0) continue;
      const route = routes.get(type)!;
      const items = await route.load(tx, ofType);
      if (items.length === 0) continue;
      for (const handler of route.handlers) {
        const told = await handler.handle(tx, items);
        if (told) after.push(told);
      }
    }
    await markEventsDone(
      tx,
      events.map((event) => event.id),
    );
    return after;
  }

  /** One transaction: the events locked, carried out and marked done. Answers the events it locked. */
  async function carryOutLocked(max: number, ids?: number[]): Promise<{ events: DomainEvent[]; after: AfterCommit[] }> {
    let events: DomainEvent[] = [];
    const after = await db.transaction(async (tx) => {
      events = await lockDueEvents(tx, max, ids);
      return events.length === 0 ? [] : carryOut(tx, events);
    });
    return { events, after };
  }

  /** What the handlers tell, once their writes have committed; and how long after its fact each event was done. */
  function tell({ events, after }: { events: DomainEvent[]; after: AfterCommit[] }) {
    const now = Date.now();
    for (const event of events) metrics?.observeOutboxLag(event.type, Math.max(0, now - event.createdAt.getTime()) / 1000);
    for (const each of after) {
      try {
        each();
      } catch (err) {
        log.error({ err }, 'an after-effect could not be told once written');
      }
    }
  }

  async function oneByOne(events: DomainEvent[]) {
    for (const event of events) {
      try {
        tell(await carryOutLocked(1, [event.id]));
      } catch (err) {
        const last = event.attempts + 1 >= MAX_ATTEMPTS;
        log.error(
          { err, eventId: event.id, type: event.type, attempts: event.attempts + 1, dead: last },
          'an event could not be carried out',
        );
        metrics?.countOutboxFailure(event.type, last ? 'dead' : 'retried');
        await markEventFailed(db, event.id, describeFailure(err), last ? null : retryDelayMs(event.attempts)).catch((error: unknown) =>
          log.error({ err: error, eventId: event.id }, 'could not record a failed event'),
        );
      }
    }
  }

  /**
   * A pass: batches until none is due. What a batch's handlers record (a sale's notices, a transfer's
   * webhook) is due at once, so it is carried out in the same pass, not a poll later: a request that
   * waits for its after-effects gets those too. A batch that fails ends the pass once its events have
   * been tried one by one: the next poll goes on, so a database that refuses everything is not asked
   * again in a tight loop.
   */
  async function pass() {
    for (;;) {
      try {
        const carried = await carryOutLocked(MAX_BATCH);
        tell(carried);
        if (carried.events.length === 0 || !active) return;
      } catch {
        // The batch wrote nothing; which of its events failed is found one at a time.
        await oneByOne(await db.transaction((tx) => lockDueEvents(tx, MAX_BATCH)));
        return;
      }
    }
  }

  async function loop() {
    while (wanted && active) {
      wanted = false;
      const served = waiting;
      waiting = [];
      await pass().catch((err: unknown) => log.error({ err }, 'the outbox could not be read'));
      served.forEach((resolve) => resolve());
    }
    running = undefined;
  }

  function dispatch(): Promise<void> {
    if (!active) return Promise.resolve();
    const done = new Promise<void>((resolve) => waiting.push(resolve));
    wanted = true;
    running ??= loop();
    return done;
  }

  return {
    route(type, route) {
      if (routes.has(type)) throw new Error(`the outbox's ${type} events have a route already`);
      routes.set(type, route as unknown as AnyRoute);
    },
    start() {
      const missing = DOMAIN_EVENT_TYPES.filter((type) => !routes.has(type));
      if (missing.length > 0) throw new Error(`no route for the outbox's ${missing.join(', ')} events`);
      active = true;
      void dispatch();
      timer = setInterval(() => void dispatch(), pollMs);
      timer.unref();
    },
    dispatch,
    async afterEffects() {
      let longest: NodeJS.Timeout | undefined;
      await Promise.race([dispatch(), new Promise((resolve) => (longest = setTimeout(resolve, AFTER_EFFECTS_WAIT_MS)))]);
      clearTimeout(longest);
    },
    async stop() {
      active = false;
      clearInterval(timer);
      await running;
      waiting.forEach((resolve) => resolve());
      waiting = [];
    },
  };
}
