import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ERROR_CODES } from '../errors.js';
import { ACCOUNT_CHANGE_TYPES } from '../events.js';
import { ZCard, ZMarkSeenResult } from './cards.js';
import { ZNotification, ZNotificationPreferences } from './notifications.js';
import { ZPlay } from './plays.js';
import { ZCraftKind } from './crafting.js';
import { ZGrant } from './rewards.js';
import { ZUser } from './user.js';

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
  | 'notificationCreated'
  | 'notificationRead'
  | 'allNotificationsRead'
  | 'collectibleCollected'
  | 'drawsGranted'
  | 'playChanged'
  | 'cardsSeen'
  | 'craftMade'
  | 'cardTransferred'
  | 'listingsWithdrawn'
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
export const ZEventsReplayed = lazySchema(() =>
  z.object({
    /** null when the server could not read them (its database did not answer): the client keeps its own. */
    lastEventId: z.number().int().nullable(),
    gap: z.boolean(),
  }),
);
export type EventsReplayed = z.infer<typeof ZEventsReplayed>;

/**
 * A new notification, with the id of the request that caused it (a wallet link's requestId, a USDT
 * transfer's id; null when no request of the user's did): the tab that sent that request shows the
 * outcome in its own way and does not announce it again.
 */
export const ZNotificationEvent = lazySchema(() => z.object({ notification: ZNotification, requestId: z.string().nullable() }));
export type NotificationEvent = z.infer<typeof ZNotificationEvent>;

const ZOutcome = lazySchema(() => z.enum(['success', 'error']));

/**
 * What each event to a user's sockets carries, one schema each, like HTTP bodies: the server sends
 * payloads these schemas parse (realtime/bus-to-sockets.ts), and the web's handlers are typed by them.
 * One fact is one event (docs/decisions/043): a card drawn is `collectibleCollected` with its
 * notification, not three messages.
 */
export const SERVER_EVENTS = {
  connected: z.object({ userId: z.string() }),
  /** requiresReauth true: the session has ended (log out); false: the access token expired (refresh, reconnect). */
  auth_error: z.object({ requiresReauth: z.boolean(), message: z.string() }),
  pong: z.object({ timestamp: z.number() }),
  accountChanged: z.object({ changeType: z.enum(ACCOUNT_CHANGE_TYPES), isSignup: z.boolean().optional(), provider: z.string().optional() }),
  notificationCreated: ZNotificationEvent,
  notificationRead: z.object({ notificationId: z.string(), requestId: z.string(), status: ZOutcome }),
  allNotificationsRead: z.object({ requestId: z.string() }),
  /** A card drawn, with the notification its draw made (the bell's): the tab whose requestId it is has both already. */
  collectibleCollected: z.object({
    publicKey: z.string().nullable(),
    requestId: z.string(),
    status: ZOutcome,
    card: ZCard.optional(),
    error: z.string().optional(),
    notification: ZNotification.optional(),
  }),
  /** A grant made by a rule of a collection of the user's projects: its creator's live feed. */
  drawsGranted: z.object({ grant: ZGrant }),
  /** A play of the user's card moved on, or one in their project's queue did: its player's tabs and its streamer's. */
  playChanged: z.object({ play: ZPlay }),
  /** An overlay page of one of the user's projects connected or went away: the creator's "OBS connected". Not kept. */
  overlayPresence: z.object({ projectId: z.string(), connected: z.boolean() }),
  /** How the user wants each type of notification told, changed in this tab or another. */
  notificationPreferencesChanged: ZNotificationPreferences,
  /** Cards the user has now seen, in this tab or another: no longer 'NEW!'. */
  cardsSeen: ZMarkSeenResult,
  /** A craft of the user's at the Forge, in this tab or another: their cards and essence are read again. */
  craftMade: z.object({ requestId: z.string(), kind: ZCraftKind }),
  /** A card of the user's was given away, or given to them: their cards are read again. */
  cardTransferred: z.object({ transferId: z.string(), cardId: z.string(), received: z.boolean() }),
  /** Listings of the user's the market closed (their account changed, their collection draws for donations): their cards are read again. */
  listingsWithdrawn: z.object({ cardIds: z.array(z.string()) }),
  profileUpdated: z.object({ user: ZUser }),
  /** docs/product-rules.md "Admin": to the user's own tabs and every admin's. */
  userAdminStatusChanged: z.object({
    userId: z.string(),
    isAdmin: z.boolean(),
    requestId: z.string(),
    status: ZOutcome,
    error: z.string().optional(),
  }),
  userDeleted: z.object({
    userId: z.string(),
    deletedUser: z.object({ id: z.string(), username: z.string(), email: z.string().nullable() }),
    requestId: z.string(),
    status: ZOutcome,
  }),
  eventsReplayed: ZEventsReplayed,
  /** A client event the server would not act on (an observer's write): the same code and words as HTTP's 403. */
  eventRefused: z.object({ event: z.string(), code: z.enum(ERROR_CODES), message: z.string() }),
} as const;

export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof SERVER_EVENTS)[E]>;

/** Typed like HTTP, one map for the server and the web: what each socket event carries; a kept one, its id after. */
export type ServerToClientEvents = {
  [E in ServerEventName]: E extends KeptEventName
    ? (payload: ServerEventPayload<E>, meta?: StoredEventMeta) => void
    : (payload: ServerEventPayload<E>) => void;
} & {
  /** The server is shutting down (a deploy): the socket reconnects, to this instance or another. */
  serverRestarting: () => void;
};

/** The client events that change something: an observer's socket may not send them. */
export const SOCKET_WRITE_EVENTS: ReadonlyArray<keyof ClientToServerEvents> = ['markAsRead'];

export interface ClientToServerEvents {
  ping: () => void;
  markAsRead: (payload: { notificationId: string }) => void;
}
