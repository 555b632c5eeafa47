import type { AppModule } from '../platform/app-module.js';
import type { Platform } from '../platform/platform.js';
import type { EventHandler } from '../outbox/dispatcher.js';
import type { DomainEvent } from '../outbox/domain-event-types.js';
import { tellTabs } from './kept-messages.js';
import { attachRealtime, type RealtimePorts } from './socket-server.js';
import { sweepUserEvents } from './user-events.repo.js';

/** A fact told to sockets on whichever instance holds them, through the bus and the cluster adapter. */
const toSockets = <T extends 'sessions.ended' | 'admin.changed'>(tell: (event: DomainEvent<T>) => void): EventHandler<DomainEvent<T>> => ({
  name: 'the sockets',
  handle: async (_tx, events) => () => events.forEach(tell),
});

/** The realtime link: users' and overlays' sockets, and the events kept for a socket that was away. */
export function createRealtimeModule(platform: Platform, ports: RealtimePorts) {
  const { bus } = platform;
  return {
    name: 'realtime',
    attach: (app) => void attachRealtime(app, platform, ports),
    handlers: {
      'messages.owed': [tellTabs(ports.userMessages)],
      'sessions.ended': [toSockets<'sessions.ended'>(({ subject }) => void bus.emit('sessionsEnded', subject))],
      'admin.changed': [
        toSockets<'admin.changed'>(
          ({ userId, subject, requestId }) =>
            void bus.emit('userAdminStatusChanged', { userId, isAdmin: subject.isAdmin, requestId: requestId ?? '' }),
        ),
      ],
    },
    sweeps: { user_events: sweepUserEvents },
  } satisfies AppModule;
}
