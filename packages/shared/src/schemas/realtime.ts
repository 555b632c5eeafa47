import type { ErrorCode } from '../errors.js';
import type { AccountChangedPayload } from '../events.js';
import type { TCard, TMarkSeenResult } from './cards.js';
import type { TNotification, TNotificationPreferences } from './notifications.js';
import type { TGrant } from './rewards.js';
import type { TUser } from './user.js';

/**
 * What an event sent to a user's room carries after its payload: the id under which the server kept
 * it (user_events), so a socket that comes back asks for what it missed. Events to one socket (pong,
 * connected) and to the admins' room about other users carry none.
 */
export interface StoredEventMeta {
  eventId: number;
}

/** The events a user's room hears about the user's own account: kept, and replayed to a socket that was away. */
export type KeptEventName =
  | 'accountChanged'
  | 'notification'
  | 'notificationCreated'
  | 'notificationRead'
  | 'allNotificationsRead'
  | 'collectibleCollected'
  | 'drawsGranted'
  | 'cardsSeen'
  | 'notificationPreferencesChanged'
  | 'profileUpdated'
  | 'userAdminStatusChanged';

/** The handshake's `auth`: the access token, and the last kept event this tab heard (none on its first connect). */
export interface SocketHandshakeAuth {
  token: string | null;
  lastEventId?: number;
}

/**
 * After each handshake, once the missed events (newer than the handshake's lastEventId) have been sent
 * again in order: the id to remember from here on, and `gap` when they could not all be replayed
 * (older than the kept day, or too many): the client refetches instead.
 */
export interface EventsReplayed {
  /** null when the server could not read them (its database did not answer): the client keeps its own. */
  lastEventId: number | null;
  gap: boolean;
}

/**
 * A new notification, with the id of the request that caused it (a collect's or a wallet link's
 * requestId, a USDT transfer's id; null when no request of the user's did): the tab that sent that
 * request shows the outcome in its own way and does not announce it again.
 */
export interface NotificationEvent {
  notification: TNotification;
  requestId: string | null;
}

/** Typed like HTTP, one map for the server and the web: what each socket event carries. */
export interface ServerToClientEvents {
  connected: (payload: { userId: string }) => void;
  /** requiresReauth true: the session has ended (log out); false: the access token expired (refresh, reconnect). */
  auth_error: (payload: { requiresReauth: boolean; message: string }) => void;
  /** The server is shutting down (a deploy): the socket reconnects, to this instance or another. */
  serverRestarting: () => void;
  pong: (payload: { timestamp: number }) => void;
  accountChanged: (payload: AccountChangedPayload, meta?: StoredEventMeta) => void;
  notification: (payload: NotificationEvent, meta?: StoredEventMeta) => void;
  notificationCreated: (payload: NotificationEvent, meta?: StoredEventMeta) => void;
  notificationRead: (payload: { notificationId: string; requestId: string; status: 'success' | 'error' }, meta?: StoredEventMeta) => void;
  allNotificationsRead: (payload: { requestId: string }, meta?: StoredEventMeta) => void;
  collectibleCollected: (
    payload: {
      publicKey: string;
      requestId: string;
      status: 'success' | 'error';
      card?: TCard;
      error?: string;
    },
    meta?: StoredEventMeta,
  ) => void;
  /** A grant made by a rule of a collection of the user's projects: its creator's live feed. */
  drawsGranted: (payload: { grant: TGrant }, meta?: StoredEventMeta) => void;
  /** An overlay page of one of the user's projects connected or went away: the creator's "OBS connected". Not kept. */
  overlayPresence: (payload: { projectId: string; connected: boolean }) => void;
  /** How the user wants each type of notification told, changed in this tab or another. */
  notificationPreferencesChanged: (payload: TNotificationPreferences, meta?: StoredEventMeta) => void;
  /** Cards the user has now seen, in this tab or another: no longer 'NEW!'. */
  cardsSeen: (payload: TMarkSeenResult, meta?: StoredEventMeta) => void;
  profileUpdated: (payload: { user: TUser }, meta?: StoredEventMeta) => void;
  /** docs/product-rules.md "Admin": to the user's own tabs and every admin's. */
  userAdminStatusChanged: (
    payload: {
      userId: string;
      isAdmin: boolean;
      requestId: string;
      status: 'success' | 'error';
      error?: string;
    },
    meta?: StoredEventMeta,
  ) => void;
  userDeleted: (
    payload: {
      userId: string;
      deletedUser: { id: string; username: string; email: string | null };
      requestId: string;
      status: 'success' | 'error';
    },
    meta?: StoredEventMeta,
  ) => void;
  eventsReplayed: (payload: EventsReplayed) => void;
  /** A client event the server would not act on (an observer's write): the same code and words as HTTP's 403. */
  eventRefused: (payload: { event: string; code: ErrorCode; message: string }) => void;
}

/** The client events that change something: an observer's socket may not send them. */
export const SOCKET_WRITE_EVENTS: ReadonlyArray<keyof ClientToServerEvents> = ['markAsRead'];

export interface ClientToServerEvents {
  ping: () => void;
  markAsRead: (payload: { notificationId: string }) => void;
}
