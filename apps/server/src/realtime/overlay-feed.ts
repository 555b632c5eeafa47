import { OVERLAY_MESSAGES, OVERLAY_NAMESPACE } from '@arcana/shared';
import type { OverlayClientEvents, OverlayServerEvents } from '@arcana/shared/schemas';
import type { Namespace, Socket } from 'socket.io';
import type { Platform } from '../platform/platform.js';
import type { FeedOverlay, OverlaysService } from '../modules/overlays/index.js';
import { userRoom } from './rooms.js';
import { createEventBudget } from './event-budget.js';
import { handshakeToken } from './socket-auth.js';
import type { ArcanaIo } from './socket-server.js';

interface FeedData {
  overlay?: FeedOverlay;
}
type OverlaySocket = Socket<OverlayClientEvents, OverlayServerEvents, Record<string, never>, FeedData>;
type OverlayNamespace = Namespace<OverlayClientEvents, OverlayServerEvents, Record<string, never>, FeedData>;

const overlayRoom = (overlayId: string) => `overlay:${overlayId}`;
const alertIdOf = (payload: unknown) => {
  const alertId = (payload as { alertId?: unknown } | undefined)?.alertId;
  return typeof alertId === 'string' && /^[0-9a-f-]{36}$/i.test(alertId) ? alertId : undefined;
};

/**
 * The overlay pages' own namespace (docs/product-rules.md "Stream overlay"): a project's overlay token
 * opens it, and nothing else does (a session's token is refused here, an overlay's everywhere else).
 * A page is sent its queue as it connects, then each alert, removal and setting as they happen, on
 * whichever instance it is connected (the cluster adapter spans namespaces). Its creator's tabs hear
 * whether a page is connected.
 */
export function attachOverlayFeed(io: ArcanaIo, { log }: Pick<Platform, 'log'>, overlays: OverlaysService): OverlayNamespace {
  const feed = io.of(OVERLAY_NAMESPACE) as unknown as OverlayNamespace;

  feed.use((socket, next) => {
    overlays.byToken(handshakeToken(socket)).then(
      (overlay) => {
        socket.data.overlay = overlay;
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'overlay handshake failed: the token could not be read; the page retries');
        next(Object.assign(new Error('Service unavailable'), { data: { retryable: true } }));
      },
    );
  });

  const connected = async (overlayId: string) => (await feed.in(overlayRoom(overlayId)).fetchSockets()).length > 0;

  async function tellOwner(overlay: FeedOverlay) {
    if (!overlay.ownerId) return;
    try {
      io.to(userRoom(overlay.ownerId)).emit('overlayPresence', { projectId: overlay.projectId, connected: await connected(overlay.id) });
    } catch (err) {
      log.warn({ err }, 'could not tell a creator whether their overlay is connected');
    }
  }

  feed.on('connection', (socket: OverlaySocket) => {
    const { overlay } = socket.data;
    if (!overlay) {
      socket.emit('overlayRefused', { message: OVERLAY_MESSAGES.notConnected });
      socket.disconnect(true);
      return;
    }
    // Joined before its queue is read: whatever happens after is in the queue or heard after joining,
    // and the page applies what it hears before its queue after it (useOverlayFeed).
    void socket.join(overlayRoom(overlay.id));
    void overlays.queueOf(overlay).then(
      (queue) => socket.emit('overlayQueue', queue),
      (err: unknown) => {
        log.warn({ err }, 'could not read an overlay’s queue; the page reconnects');
        socket.disconnect(true);
      },
    );
    void tellOwner(overlay);
    socket.on('disconnect', () => void tellOwner(overlay));

    const budget = createEventBudget();
    const acknowledge = (write: (overlayId: string, alertId: string) => Promise<unknown>) => (payload: unknown) => {
      const alertId = alertIdOf(payload);
      if (!budget.take()) {
        if (budget.exhausted()) socket.disconnect(true);
        return;
      }
      if (alertId) write(overlay.id, alertId).catch((err: unknown) => log.warn({ err }, 'could not record an overlay’s acknowledgement'));
    };
    socket.on('overlayShown', acknowledge(overlays.shown));
    socket.on('overlayDone', acknowledge(overlays.done));
  });

  overlays.useFeed({
    connected,
    alert: (overlayId, alert) => feed.to(overlayRoom(overlayId)).emit('overlayAlert', alert),
    removed: (overlayId, alertIds) => {
      if (alertIds.length > 0) feed.to(overlayRoom(overlayId)).emit('overlayRemoved', { alertIds });
    },
    settings: (overlayId, settings) => feed.to(overlayRoom(overlayId)).emit('overlaySettings', settings),
    stop(overlayId) {
      feed.to(overlayRoom(overlayId)).emit('overlayRefused', { message: OVERLAY_MESSAGES.notConnected });
      feed.in(overlayRoom(overlayId)).disconnectSockets(true);
    },
  });
  return feed;
}
