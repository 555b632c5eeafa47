import { DOCK_NAMESPACE, PLAY_MESSAGES } from '@arcana/shared';
import type { DockServerEvents } from '@arcana/shared/schemas';
import type { Namespace, Socket } from 'socket.io';
import type { Platform } from '../platform/platform.js';
import type { DockAccess, PlaysService } from '../modules/plays/index.js';
import { handshakeToken } from './socket-auth.js';
import type { ArcanaIo } from './socket-server.js';

interface DockData {
  dock?: DockAccess;
}
type DockSocket = Socket<Record<string, never>, DockServerEvents, Record<string, never>, DockData>;
type DockNamespace = Namespace<Record<string, never>, DockServerEvents, Record<string, never>, DockData>;

const dockRoom = (projectId: string) => `dock:${projectId}`;

/**
 * The OBS docks' own namespace (docs/product-rules.md "Playing cards"): a dock's token opens it and
 * nothing else does. It only says when the project's queue moved, on whichever instance (the cluster
 * adapter spans namespaces); the dock reads the queue again over HTTP with its token, so nothing of
 * the queue travels here.
 */
export function attachDockFeed(io: ArcanaIo, { log }: Pick<Platform, 'log'>, plays: PlaysService): DockNamespace {
  const feed = io.of(DOCK_NAMESPACE) as unknown as DockNamespace;
  feed.use((socket, next) => {
    plays.byDockToken(handshakeToken(socket)).then(
      (dock) => {
        socket.data.dock = dock;
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'dock handshake failed: the token could not be read; the page retries');
        next(Object.assign(new Error('Service unavailable'), { data: { retryable: true } }));
      },
    );
  });
  feed.on('connection', (socket: DockSocket) => {
    const { dock } = socket.data;
    if (!dock) {
      socket.emit('dockRefused', { message: PLAY_MESSAGES.dockRefused });
      socket.disconnect(true);
      return;
    }
    void socket.join(dockRoom(dock.projectId));
  });
  plays.useDocks({
    changed: (projectId) => feed.to(dockRoom(projectId)).emit('dockChanged'),
    stop(projectId) {
      feed.to(dockRoom(projectId)).emit('dockRefused', { message: PLAY_MESSAGES.dockRefused });
      feed.in(dockRoom(projectId)).disconnectSockets(true);
    },
  });
  return feed;
}
