import type { ClientToServerEvents, ServerToClientEvents } from '@arcana/shared/schemas';
import type { Server } from 'socket.io';
import { SETTINGS_MESSAGES } from '../modules/settings/settings.messages.js';
import type { EventBus } from './event-bus.js';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

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
    bus.on('sessionsEnded', ({ sessionIds, message }) => {
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit('auth_error', { requiresReauth: true, message });
      io.in(rooms).disconnectSockets(true);
    }),
    bus.on('collectibleCollected', ({ userId, publicKey, requestId, card }) => {
      to(userId).emit('collectibleCollected', { publicKey, requestId, status: 'success', card });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
