import type { AppModule } from '../platform/app-module.js';
import type { Platform } from '../platform/platform.js';
import { endDeletedAccountSockets, endSessionSockets, moveAdminSockets } from './account-sockets.js';
import { tellTabs } from './kept-messages.js';
import { attachRealtime, type ArcanaIo, type RealtimePorts } from './socket-server.js';
import { sweepUserEvents } from './user-events.repo.js';

/** The realtime link: users' and overlays' sockets, and the events kept for a socket that was away. */
export function createRealtimeModule(platform: Platform, ports: RealtimePorts) {
  let io: ArcanaIo | undefined;
  const sockets = () => io;
  return {
    name: 'realtime',
    attach(app) {
      io = attachRealtime(app, platform, ports);
    },
    handlers: {
      'messages.owed': [tellTabs(ports.userMessages)],
      'sessions.ended': [endSessionSockets(sockets)],
      'admin.changed': [moveAdminSockets(sockets, ports.userMessages)],
      'account.deleted': [endDeletedAccountSockets(sockets)],
    },
    sweeps: { user_events: sweepUserEvents },
  } satisfies AppModule;
}
