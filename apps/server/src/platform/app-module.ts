import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { EventHandler } from '../outbox/dispatcher.js';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from '../outbox/domain-event-types.js';
import type { JobQueueName } from '../jobs/job-queues.js';
import type { JobHandler } from '../jobs/job-runner.js';
import type { SweepRule } from '../lib/sweep.js';
import type { Platform } from './platform.js';

type Loader<T extends DomainEventType> = (tx: Database, events: Array<DomainEvent<T>>) => Promise<unknown[]>;

/**
 * What a module gives the app (docs/decisions/045): each module's `createModule(platform, ports)`
 * returns one, with the services other modules take as their ports beside it.
 */
export interface AppModule {
  name: string;
  /** Its routes, under the API's prefix. */
  routes?(api: FastifyInstance): void | Promise<void>;
  /** What it adds to the app beside the API (the socket server). */
  attach?(app: FastifyInstance): void;
  /** How the events it records are read for everyone's handlers (the recorder's alone); as recorded if none does. */
  loads?: { [T in DomainEventType]?: Loader<T> };
  /** What it does after facts, by their type; a type's handlers run in the order of the module list. */
  handlers?: { [T in DomainEventType]?: Array<EventHandler<never>> };
  /** The queues it works. */
  jobs?: { [Q in JobQueueName]?: JobHandler };
  /** Its short-lived tables' rules, by table; the sweep runs them in the order of the module list. */
  sweeps?: Record<string, SweepRule>;
  /** Once the app is ready (before it listens). */
  onReady?(): Promise<void>;
}

const asRecorded = async (_tx: Database, events: unknown[]) => events;

/**
 * Gives the platform what the modules carry out: each event type its route, each queue its handler,
 * each short-lived table its rule. A type no module handles, or loaded by two, is a mistake found here,
 * before the app starts.
 */
export function assembleModules(platform: Platform, modules: AppModule[]) {
  for (const type of DOMAIN_EVENT_TYPES) {
    const loaders = modules.flatMap((module) => (module.loads?.[type] ? [module.loads[type] as Loader<typeof type>] : []));
    if (loaders.length > 1) throw new Error(`the outbox's ${type} events are loaded by more than one module`);
    const handlers = modules.flatMap((module) => (module.handlers?.[type] ?? []) as Array<EventHandler<unknown>>);
    if (handlers.length === 0) throw new Error(`no module handles the outbox's ${type} events`);
    platform.outbox.route(type, { load: loaders[0] ?? asRecorded, handlers });
  }
  for (const module of modules) {
    for (const [queue, handler] of Object.entries(module.jobs ?? {})) platform.jobs.handle(queue as JobQueueName, handler);
    for (const [table, rule] of Object.entries(module.sweeps ?? {})) platform.sweeper.rule(table, rule);
  }
}

/** A module with the services it offers, which other modules take as their ports. */
export const offering = <Offers extends object>(module: AppModule, offers: Offers): AppModule & Offers => ({ ...module, ...offers });
