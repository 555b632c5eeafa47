import type { FastifyBaseLogger } from 'fastify';
import {
  SERVER_EVENTS,
  type ClientToServerEvents,
  type KeptEventName,
  type ServerToClientEvents,
  type StoredEventMeta,
} from '@arcana/shared/schemas';
import type { Server } from 'socket.io';
import { SETTINGS_MESSAGES } from '../modules/settings/index.js';
import type { EventBus } from '../platform/event-bus.js';
import type { Database } from '../db/client.js';
import { insertUserEvents } from './user-events.repo.js';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every admin's own sockets (not an observer's, which sit in the observed user's room). */
export const ADMINS_ROOM = 'admins';
export const OBSERVERS_ROOM = 'observers';

/** One socket message as the room hears it and as user_events keeps it. */
export type KeptMessage = { [E in KeptEventName]: [event: E, payload: Parameters<ServerToClientEvents[E]>[0]] }[KeptEventName];

export interface Emitter {
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * Messages as the contract has them: each payload parsed by its event's schema, as an HTTP answer is by
 * its route's (what it does not name is left out; what it does not allow is a bug, thrown here).
 */
export const asContract = (messages: KeptMessage[]): KeptMessage[] =>
  messages.map(([event, payload]) => [event, SERVER_EVENTS[event].parse(payload)] as KeptMessage);

/** Sends kept messages to a room or a socket, each followed by the id they were kept under (if they were). */
export function sendKept(target: Emitter, messages: KeptMessage[], meta?: StoredEventMeta) {
  for (const [event, payload] of messages) {
    if (meta) target.emit(event, payload, meta);
    else target.emit(event, payload);
  }
}

/**
 * Each bus event becomes its socket events (ServerToClientEvents), sent to its user's room: a map, not a
 * switch. What the user's room hears is kept first (user_events) and sent with its id; the rest —
 * an ended session, a deleted account — ends the sockets it reaches, so there is nothing to replay.
 */
export function forwardBusToRooms(
  bus: EventBus,
  io: Server<ClientToServerEvents, ServerToClientEvents>,
  { db, log }: { db: Database; log: FastifyBaseLogger },
): () => void {
  /** A message that could not be kept is still sent to whoever is connected, without an id. */
  async function toUser(userId: string, given: KeptMessage[], { alsoToAdmins = false } = {}) {
    const messages = asContract(given);
    const meta = await insertUserEvents(db, [{ userId, messages }]).then(
      ([eventId]): StoredEventMeta => ({ eventId: eventId! }),
      (err: unknown) => void log.error({ err, userId }, 'could not keep an event for replay; sending it to the connected sockets only'),
    );
    sendKept(io.to(userRoom(userId)) as Emitter, messages, meta);
    // Admins hear of other users' changes; their lists refetch when their own socket comes back.
    if (alsoToAdmins) sendKept(io.to(ADMINS_ROOM).except(userRoom(userId)) as Emitter, messages);
  }

  const stops = [
    // The user's tabs gain or lose the admin panel at once; their sockets join or leave the admins' room with it.
    bus.on('userAdminStatusChanged', ({ userId, isAdmin, requestId }) => {
      const own = io.in(userRoom(userId)).except(OBSERVERS_ROOM);
      if (isAdmin) own.socketsJoin(ADMINS_ROOM);
      else own.socketsLeave(ADMINS_ROOM);
      return toUser(userId, [['userAdminStatusChanged', { userId, isAdmin, requestId, status: 'success' }]], { alsoToAdmins: true });
    }),
    // The account is gone (and its kept events with it).
    bus.on('userDeleted', ({ userId, deletedUser, requestId }) => {
      io.to([userRoom(userId), ADMINS_ROOM]).emit('userDeleted', { userId, deletedUser, requestId, status: 'success' });
    }),
    // Its other tabs and devices end their session now.
    bus.on('accountDeleted', ({ userId }) => {
      io.to(userRoom(userId)).emit('auth_error', { requiresReauth: true, message: SETTINGS_MESSAGES.accountDeleted });
      io.in(userRoom(userId)).disconnectSockets(true);
    }),
    // Through the adapter, so the session's sockets end on whichever instance holds them.
    bus.on('sessionsEnded', ({ sessionIds, message, requiresReauth = true }) => {
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit('auth_error', { requiresReauth, message });
      io.in(rooms).disconnectSockets(true);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
