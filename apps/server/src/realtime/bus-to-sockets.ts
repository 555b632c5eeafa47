import type { ClientToServerEvents, ServerToClientEvents } from '@arcana/shared/schemas';
import type { Server } from 'socket.io';
import { SETTINGS_MESSAGES } from '../modules/settings/settings.messages.js';
import type { EventBus } from './event-bus.js';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every admin's own sockets (not an observer's, which sit in the observed user's room). */
export const ADMINS_ROOM = 'admins';
export const OBSERVERS_ROOM = 'observers';

/** Each bus event becomes the socket event the spec names, sent to its user's room: a map, not a switch. */
export function forwardBusToRooms(bus: EventBus, io: Server<ClientToServerEvents, ServerToClientEvents>): () => void {
  const to = (userId: string) => io.to(userRoom(userId));
  const stops = [
    bus.on('accountChanged', ({ userId, changeType, isSignup, provider }) => {
      to(userId).emit('accountChanged', { changeType, isSignup, provider });
    }),
    bus.on('notificationCreated', ({ userId, notification }) => {
      to(userId).emit('notification', { notification });
      to(userId).emit('notificationCreated', { notification });
    }),
    bus.on('notificationRead', ({ userId, notificationId, requestId }) => {
      to(userId).emit('notificationRead', { notificationId, requestId, status: 'success' });
    }),
    bus.on('allNotificationsRead', ({ userId, requestId }) => {
      to(userId).emit('allNotificationsRead', { requestId });
    }),
    bus.on('profileUpdated', ({ userId, user }) => {
      to(userId).emit('profileUpdated', { user });
    }),
    // The account is gone: its other tabs and devices end their session now.
    bus.on('accountDeleted', ({ userId }) => {
      to(userId).emit('auth_error', { requiresReauth: true, message: SETTINGS_MESSAGES.accountDeleted });
      io.in(userRoom(userId)).disconnectSockets(true);
    }),
    // Through the adapter, so the session's sockets end on whichever instance holds them.
    bus.on('sessionsEnded', ({ sessionIds, message, requiresReauth = true }) => {
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit('auth_error', { requiresReauth, message });
      io.in(rooms).disconnectSockets(true);
    }),
    // The user's tabs gain or lose the admin panel at once; their sockets join or leave the admins' room with it.
    bus.on('userAdminStatusChanged', ({ userId, isAdmin, requestId }) => {
      const own = io.in(userRoom(userId)).except(OBSERVERS_ROOM);
      if (isAdmin) own.socketsJoin(ADMINS_ROOM);
      else own.socketsLeave(ADMINS_ROOM);
      io.to([userRoom(userId), ADMINS_ROOM]).emit('userAdminStatusChanged', { userId, isAdmin, requestId, status: 'success' });
    }),
    bus.on('userDeleted', ({ userId, deletedUser, requestId }) => {
      io.to([userRoom(userId), ADMINS_ROOM]).emit('userDeleted', { userId, deletedUser, requestId, status: 'success' });
    }),
    bus.on('collectibleCollected', ({ userId, publicKey, requestId, card }) => {
      to(userId).emit('collectibleCollected', { publicKey, requestId, status: 'success', card });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
