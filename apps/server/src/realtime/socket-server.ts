import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { SESSION_ENDING_MESSAGES, SOCKET_PATH } from '@arcana/shared';
import type { ClientToServerEvents, ServerToClientEvents } from '@arcana/shared/schemas';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { createNotificationsService } from '../modules/notifications/notifications.service.js';
import { findSessionProfile } from '../modules/users/users.repo.js';
import { forwardBusToRooms, userRoom } from './bus-to-sockets.js';
import { attachClusterAdapter } from './cluster-adapter.js';

type ArcanaSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
export type ArcanaIo = Server<ClientToServerEvents, ServerToClientEvents>;

const tokenOf = (socket: ArcanaSocket) => {
  const fromQuery = socket.handshake.query.token;
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  const token = Array.isArray(fromQuery) ? fromQuery[0] : (fromQuery ?? fromAuth);
  return typeof token === 'string' && token ? token : undefined;
};

/**
 * socket.io on the API's port, websocket only (no sticky sessions behind a balancer). A socket proves
 * its user with the access token in its query; a bad one gets auth_error and is closed. Each user has
 * a room; events of the bus reach every socket of that user, on whichever instance (cluster-adapter.ts).
 */
export function attachRealtime(app: FastifyInstance, deps: AppDeps): ArcanaIo {
  const io: ArcanaIo = new Server(app.server, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false });
  const closeAdapter = attachClusterAdapter(io, deps);
  const notificationsService = createNotificationsService(deps);

  io.on('connection', async (socket) => {
    try {
      const token = tokenOf(socket);
      if (!token) throw new AppError('NO_TOKEN', 401, SESSION_ENDING_MESSAGES.noToken);
      const claims = await deps.tokens.verifyAccess(token);
      const lookup = await findSessionProfile(deps.db, claims.sub, claims.sid);
      if (lookup.status !== 'ok') throw new AppError('INVALID_TOKEN', 401, SESSION_ENDING_MESSAGES.invalidToken);
      const userId = lookup.profile.user.id;
      await socket.join(userRoom(userId));
      socket.on('ping', () => socket.emit('pong', { timestamp: Date.now() }));
      socket.on('markAsRead', (payload) => {
        const notificationId = typeof payload?.notificationId === 'string' ? payload.notificationId : '';
        // Observers only look: the same rule as HTTP.
        if (claims.act || !notificationId) return;
        notificationsService
          .markRead(userId, notificationId, randomUUID())
          .catch(() => socket.emit('notificationRead', { notificationId, requestId: '', status: 'error' }));
      });
      socket.emit('connected', { userId });
    } catch (error) {
      const message = error instanceof AppError ? error.message : SESSION_ENDING_MESSAGES.invalidToken;
      socket.emit('auth_error', { requiresReauth: true, message });
      socket.disconnect(true);
    }
  });

  const stopForwarding = forwardBusToRooms(deps.bus, io);
  // Open websockets would hold the server's close forever: end them first (fastify then stops listening).
  app.addHook('preClose', async () => {
    stopForwarding();
    io.disconnectSockets(true);
  });
  app.addHook('onClose', closeAdapter);
  return io;
}
