import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { SESSION_ENDING_MESSAGES, SOCKET_PATH } from '@arcana/shared';
import { SOCKET_WRITE_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '@arcana/shared/schemas';
import type { Platform } from '../platform/platform.js';
import type { NotificationsService } from '../modules/notifications/index.js';
import type { OverlaysService } from '../modules/overlays/index.js';
import type { PlaysService } from '../modules/plays/index.js';
import type { UserMessages } from './kept-messages.js';
import { AppError } from '../lib/app-error.js';
import { recordAudit } from '../lib/audit.js';
import { GUARD_MESSAGES, OBSERVING_ENDED_MESSAGE } from '../modules/sessions/index.js';
import { findSessionProfile } from '../modules/users/index.js';
import { ADMINS_ROOM, OBSERVERS_ROOM, sendKept, sessionRoom, userRoom, type KeptMessage } from './rooms.js';
import { attachClusterAdapter } from './cluster-adapter.js';
import { createEventBudget } from './event-budget.js';
import { attachOverlayFeed } from './overlay-feed.js';
import { attachDockFeed } from './dock-feed.js';
import { lastEventIdOf, missedEvents } from './replay.js';
import { authenticateSocket, handshakeToken, refusalOf, type SocketIdentity, type SocketRefusal } from './socket-auth.js';

interface SocketData {
  identity?: SocketIdentity;
  refusal?: SocketRefusal;
}

export interface RealtimePorts {
  userMessages: UserMessages;
  notifications: NotificationsService;
  overlays: OverlaysService;
  plays: PlaysService;
}

type ArcanaSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ArcanaIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * socket.io on the API's port, websocket only (no sticky sessions behind a balancer). The handshake is
 * checked in middleware, before the socket is connected, so its handlers exist before any event of
 * the client's arrives. A refused token is answered with auth_error (docs/product-rules.md "Realtime")
 * and closed; a database that does not answer fails the handshake as retryable. Each socket joins its
 * user's room and its session's room; what the outbox tells them reaches them on whichever instance
 * (cluster-adapter.ts).
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: Platform,
  { notifications: notificationsService, overlays, plays, userMessages }: RealtimePorts,
): ArcanaIo {
  const io: ArcanaIo = new Server(app.server, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false });
  const closeAdapter = attachClusterAdapter(io, deps);
  deps.metrics.watchSockets(() => io.of('/').sockets.size);
  const overlayFeed = attachOverlayFeed(io, deps, overlays);
  attachDockFeed(io, deps, plays);
  userMessages.useServer(io);

  io.use((socket, next) => {
    authenticateSocket(deps, handshakeToken(socket)).then(
      (identity) => {
        socket.data.identity = identity;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) {
          deps.log.warn({ err: error }, 'socket handshake failed: the session could not be read; the client retries');
          next(Object.assign(new Error('Service unavailable'), { data: { retryable: true } }));
          return;
        }
        socket.data.refusal = refusalOf(error);
        next();
      },
    );
  });

  io.on('connection', (socket) => {
    const { identity, refusal } = socket.data;
    if (!identity) {
      socket.emit('auth_error', refusal ?? { requiresReauth: true, message: 'Invalid token' });
      socket.disconnect(true);
      return;
    }
    attachHandlers(socket, identity);
    // The rooms are joined at once (the adapter's part is synchronous); the check after it runs on.
    void joinRooms(socket, identity);
    socket.emit('connected', { userId: identity.userId });
    // In its rooms already, so nothing falls between what is replayed and what arrives live.
    void replayMissed(socket, identity.userId, lastEventIdOf(socket.handshake.auth));
  });

  /** The kept events newer than the handshake's lastEventId, in order, then eventsReplayed (replay.ts). */
  async function replayMissed(socket: ArcanaSocket, userId: string, after: number | undefined) {
    try {
      const { events, lastEventId, gap } = await missedEvents(deps.db, userId, after);
      for (const { id, messages } of events) sendKept(socket, messages as KeptMessage[], { eventId: id });
      socket.emit('eventsReplayed', { lastEventId, gap });
    } catch (err) {
      deps.log.warn({ err }, 'could not read the events a socket missed; its client refetches instead');
      socket.emit('eventsReplayed', { lastEventId: null, gap: true });
    }
  }

  /**
   * A session ended between the handshake's check and the join would miss its own end: once in its
   * session's room, the socket checks that the session is still alive.
   */
  async function joinRooms(socket: ArcanaSocket, identity: SocketIdentity) {
    try {
      const roleRooms = [...(identity.isAdmin ? [ADMINS_ROOM] : []), ...(identity.observerId ? [OBSERVERS_ROOM] : [])];
      await socket.join([userRoom(identity.userId), sessionRoom(identity.sessionId), ...roleRooms]);
      const lookup = await findSessionProfile(deps.db, identity.userId, identity.sessionId);
      if (lookup.status === 'ok') {
        // Demoted between the handshake and the join (the revocation's leave ran before this join): out again.
        if (identity.isAdmin && !lookup.profile.user.isAdmin) void socket.leave(ADMINS_ROOM);
        if (lookup.session.expiresAt) endObservingAt(socket, lookup.session.expiresAt);
        return;
      }
      socket.emit('auth_error', { requiresReauth: true, message: SESSION_ENDING_MESSAGES.sessionEnded });
      socket.disconnect(true);
    } catch (err) {
      deps.log.warn({ err }, 'could not check a new socket’s session after it joined its rooms');
    }
  }

  /**
   * An observer's session ends after its hour whatever it does, so its socket, checked only at the
   * handshake, is closed then too; its tab refreshes into the admin's own session (as at stop-observing).
   */
  function endObservingAt(socket: ArcanaSocket, endsAt: Date) {
    const timer = setTimeout(
      () => {
        socket.emit('auth_error', { requiresReauth: false, message: OBSERVING_ENDED_MESSAGE });
        socket.disconnect(true);
      },
      Math.max(0, endsAt.getTime() - Date.now()),
    );
    socket.once('disconnect', () => clearTimeout(timer));
  }

  function attachHandlers(socket: ArcanaSocket, identity: SocketIdentity) {
    const budget = createEventBudget();
    socket.use((packet, next) => {
      if (!budget.take()) {
        deps.metrics.countSocketEventDropped();
        if (budget.exhausted()) socket.disconnect(true);
        return;
      }
      const event = packet[0] as keyof ClientToServerEvents;
      if (!SOCKET_WRITE_EVENTS.includes(event)) return next();
      // Observers only look, and an unverified account may not act: the same rules as HTTP, in one place.
      if (identity.observerId) return refuseObserverWrite(socket, identity.userId, identity.observerId, event);
      if (!identity.unverified) next();
    });
    socket.on('ping', () => socket.emit('pong', { timestamp: Date.now() }));
    socket.on('markAsRead', (payload) => {
      const notificationId = typeof payload?.notificationId === 'string' ? payload.notificationId : '';
      if (!notificationId) return;
      notificationsService
        .markRead(identity.userId, notificationId, randomUUID())
        .catch(() => socket.emit('notificationRead', { notificationId, requestId: '', status: 'error' }));
    });
  }

  /** Audited first, then answered, as the HTTP hook does: a refusal the client has heard is on the record. */
  function refuseObserverWrite(socket: ArcanaSocket, userId: string, observerId: string, event: string) {
    recordAudit(deps.db, {
      actorId: observerId,
      subjectId: userId,
      action: 'observe.refused',
      meta: { socketEvent: event },
      client: { ip: socket.handshake.address, userAgent: socket.handshake.headers['user-agent'] },
    })
      .catch((err: unknown) => deps.log.error({ err }, 'could not audit an observer’s refused socket event'))
      .finally(() => socket.emit('eventRefused', { event, code: 'OBSERVER_READ_ONLY', message: GUARD_MESSAGES.observerReadOnly }));
  }

  // A deploy: this instance's sockets are told, then their connections close without a goodbye, so
  // clients reconnect (to this instance once it is back, or another). Other instances' sockets stay.
  app.addHook('preClose', async () => {
    io.local.emit('serverRestarting');
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
    for (const socket of overlayFeed.sockets.values()) socket.conn.close();
  });
  app.addHook('onClose', closeAdapter);
  return io;
}
