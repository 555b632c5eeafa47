import { SETTINGS_MESSAGES } from '../modules/settings/index.js';
import type { EventHandler } from '../outbox/dispatcher.js';
import type { DomainEvent } from '../outbox/domain-event-types.js';
import type { UserMessages } from './kept-messages.js';
import { ADMINS_ROOM, asContract, OBSERVERS_ROOM, sendKept, sessionRoom, userRoom, type Emitter, type KeptMessage } from './rooms.js';
import type { ArcanaIo } from './socket-server.js';

/** The socket server, once it is attached; none in a command, whose events the running app's outbox carries out. */
type Sockets = () => ArcanaIo | undefined;

/** Sessions ended: their sockets, on whichever instance holds them (through the adapter), are told why and closed. */
export const endSessionSockets = (sockets: Sockets): EventHandler<DomainEvent<'sessions.ended'>> => ({
  name: 'the sessions’ sockets',
  handle: async (_tx, events) => () => {
    const io = sockets();
    for (const { subject } of events) {
      const rooms = subject.sessionIds.map(sessionRoom);
      io?.to(rooms).emit('auth_error', { requiresReauth: subject.requiresReauth, message: subject.message });
      io?.in(rooms).disconnectSockets(true);
    }
  },
});

/**
 * A user became an admin or stopped being one: their own sockets (not an observer's) join or leave the
 * admins' room, their tabs hear it (kept, for a socket that was away) and so does every other admin.
 */
export const moveAdminSockets = (sockets: Sockets, userMessages: UserMessages): EventHandler<DomainEvent<'admin.changed'>> => ({
  name: 'the admins’ room',
  async handle(tx, events) {
    const told = events.map(({ userId, subject, requestId }) => ({
      userId,
      isAdmin: subject.isAdmin,
      messages: asContract([
        ['userAdminStatusChanged', { userId, isAdmin: subject.isAdmin, requestId: requestId ?? '', status: 'success' }],
      ]),
    }));
    const send = await userMessages.keep(tx, told);
    return () => {
      const io = sockets();
      for (const { userId, isAdmin } of told) {
        const own = io?.in(userRoom(userId)).except(OBSERVERS_ROOM);
        if (isAdmin) own?.socketsJoin(ADMINS_ROOM);
        else own?.socketsLeave(ADMINS_ROOM);
      }
      send();
      // Admins hear of other users' changes; their lists refetch when their own socket comes back.
      for (const { userId, messages } of told)
        if (io) sendKept(io.to(ADMINS_ROOM).except(userRoom(userId)) as Emitter, messages as KeptMessage[]);
    };
  },
});

/**
 * An account deleted: when an admin deleted it, its tabs and every admin's hear who it was; then its
 * tabs are told why they are signed out, and its sockets close. Nothing is kept: the account's events
 * went with it.
 */
export const endDeletedAccountSockets = (sockets: Sockets): EventHandler<DomainEvent<'account.deleted'>> => ({
  name: 'the deleted account’s sockets',
  handle: async (_tx, events) => () => {
    const io = sockets();
    for (const { subject, requestId } of events) {
      const { userId, username, email, byAdmin } = subject;
      if (byAdmin)
        io?.to([userRoom(userId), ADMINS_ROOM]).emit('userDeleted', {
          userId,
          deletedUser: { id: userId, username, email },
          requestId: requestId ?? '',
          status: 'success',
        });
      io?.to(userRoom(userId)).emit('auth_error', { requiresReauth: true, message: SETTINGS_MESSAGES.accountDeleted });
      io?.in(userRoom(userId)).disconnectSockets(true);
    }
  },
});
