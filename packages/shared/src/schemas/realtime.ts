import type { ErrorCode } from '../errors.js';
import type { AccountChangedPayload } from '../events.js';
import type { TCard } from './cards.js';
import type { TNotification } from './notifications.js';
import type { TUser } from './user.js';

/** Typed like HTTP (CONVENTIONS §4): what each socket event carries. */
export interface ServerToClientEvents {
  connected: (payload: { userId: string }) => void;
  /** requiresReauth true: the session has ended (log out); false: the access token expired (refresh, reconnect). */
  auth_error: (payload: { requiresReauth: boolean; message: string }) => void;
  /** The server is shutting down (a deploy): the socket reconnects, to this instance or another. */
  serverRestarting: () => void;
  pong: (payload: { timestamp: number }) => void;
  accountChanged: (payload: AccountChangedPayload) => void;
  notification: (payload: { notification: TNotification }) => void;
  notificationCreated: (payload: { notification: TNotification }) => void;
  notificationRead: (payload: { notificationId: string; requestId: string; status: 'success' | 'error' }) => void;
  allNotificationsRead: (payload: { requestId: string }) => void;
  collectibleCollected: (payload: {
    publicKey: string;
    requestId: string;
    status: 'success' | 'error';
    card?: TCard;
    error?: string;
  }) => void;
  profileUpdated: (payload: { user: TUser }) => void;
  /** Spec part 1 §7: to the user's own tabs and every admin's. */
  userAdminStatusChanged: (payload: {
    userId: string;
    isAdmin: boolean;
    requestId: string;
    status: 'success' | 'error';
    error?: string;
  }) => void;
  userDeleted: (payload: {
    userId: string;
    deletedUser: { id: string; username: string; email: string | null };
    requestId: string;
    status: 'success' | 'error';
  }) => void;
  /** A client event the server would not act on (an observer's write): the same code and words as HTTP's 403. */
  eventRefused: (payload: { event: string; code: ErrorCode; message: string }) => void;
}

/** The client events that change something: an observer's socket may not send them. */
export const SOCKET_WRITE_EVENTS: ReadonlyArray<keyof ClientToServerEvents> = ['markAsRead'];

export interface ClientToServerEvents {
  ping: () => void;
  markAsRead: (payload: { notificationId: string }) => void;
}
