import type { Socket } from 'socket.io-client';
import { SOCKET_PING_INTERVAL_MS, USER_EVENTS_REPLAY_WAIT_MS } from '@arcana/shared';
import type { NotificationType } from '@arcana/shared';
import type {
  ClientToServerEvents,
  EventsReplayed,
  KeptEventName,
  NotificationEvent,
  ServerToClientEvents,
  StoredEventMeta,
  TNotification,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';
import { putCollectedCard, putSeenCards } from '../../features/cards/cards.api';
import { putGrant } from '../../features/forge/rules/rules.api';
import { putPlay } from '../../features/plays';
import { CRAFTED_TAGS } from '../../features/crafting/crafting.api';
import { LISTED_TAGS, TRANSFERRED_TAGS } from '../../features/trading';
import { putOverlayPresence } from '../../features/overlays/overlays.api';
import { putNotification } from '../../features/notifications/notifications.api';
import {
  notificationPreferencesApi,
  putNotificationPreferences,
  toldWays,
} from '../../features/notifications/notification-preferences.api';
import { replaceSessionUser } from '../../features/sessions/session.api';
import { isToldHere, ownRequestsActions } from '../../state/own-requests.slice';
import type { AppStore } from '../../state/store';
import { toast } from '../../components/toast';
import { accountChangeToast } from './account-change-toast';
import type { EventCursor } from './event-cursor';
import { createNotificationDedupe } from './realtime-policy';

export type ArcanaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Tags = Parameters<typeof api.util.invalidateTags>[0];

/**
 * What the kept events change, read again when too many were missed to replay: with what a listing
 * changes, which covers plays, crafts and gifts too.
 */
const GAP_TAGS = [
  'Notifications',
  'UnreadCount',
  'Collectibles',
  'Collected',
  'Fairness',
  'User',
  'Draws',
  'Rules',
  'Grants',
  ...LISTED_TAGS,
] as const;
/**
 * What a notification of each type says has changed elsewhere: draws earned are draws left to spend
 * (and a donation's receipt); a review waiting is one more in the admins' queue and its count.
 */
const STALE_AFTER: Partial<Record<NotificationType, Tags>> = {
  draws_earned: ['Draws', 'Donations'],
  review_waiting: ['Reviews'],
};

function showBrowserNotification(notification: TNotification) {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
    // Tagged by the notification: a burst told again replaces its earlier self on the screen.
    new Notification(notification.title, { body: notification.message, tag: notification.id });
  }
}

/** Wires one socket's events to the cache and the toasts; returns what stops the pings. */
export function listen(
  socket: ArcanaSocket,
  { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>,
  cursor: EventCursor,
): () => void {
  const dedupe = createNotificationDedupe();
  // Read as the link opens, and kept while it is open: each notification is told the user's way.
  const preferences = dispatch(notificationPreferencesApi.endpoints.notificationPreferences.initiate());
  const invalidate = (...tags: Tags) => dispatch(api.util.invalidateTags(tags));
  /** A kept event runs through the cursor: once, in order, after the replay of what this tab missed. */
  const on = <E extends KeptEventName>(event: E, handler: (payload: Parameters<ServerToClientEvents[E]>[0]) => void) =>
    socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0], meta?: StoredEventMeta | null) =>
      cursor.receive(event, meta, () => handler(payload))) as never);
  const onNotification = ({ notification, requestId }: NotificationEvent) => {
    // A burst's notification comes again counted anew: each count once.
    if (dedupe.isDuplicate(`${notification.id}#${notification.count}`)) return;
    putNotification({ dispatch, getState }, notification);
    const stale = STALE_AFTER[notification.type];
    if (stale) invalidate(...stale);
    // This tab already said it (the wallet toast, the card reveal): the bell counts it, no second toast.
    if (requestId && isToldHere(getState(), requestId)) return void dispatch(ownRequestsActions.released(requestId));
    // Told the ways the user chose for its type (Settings › Notifications); the bell has it anyway.
    const ways = toldWays(getState(), notification.type);
    if (ways.toast) toast.notice(notification.id, notification.title, notification.message);
    if (ways.browser) showBrowserNotification(notification);
  };

  let greeted = false;
  let replayWait: ReturnType<typeof setTimeout> | undefined;
  const replayed = (answer: EventsReplayed) => {
    clearTimeout(replayWait);
    const gap = cursor.replayed(answer);
    if (!greeted) return void (greeted = true);
    // What this tab missed has come again; admins' lists also hear of other users, which is not kept.
    if (!gap) return invalidate('User');
    // Too much or too old to replay: refetch what those events would have changed.
    invalidate(...GAP_TAGS);
  };
  socket.on('connected', () => {
    cursor.connected();
    // A server that never answers with its replay (an older instance during a deploy) counts as a gap.
    replayWait = setTimeout(() => replayed({ lastEventId: null, gap: true }), USER_EVENTS_REPLAY_WAIT_MS);
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission().catch(() => undefined);
  });
  socket.on('eventsReplayed', replayed);
  on('notificationCreated', onNotification);
  on('notificationRead', () => invalidate('Notifications', 'UnreadCount'));
  on('allNotificationsRead', () => invalidate('Notifications', 'UnreadCount'));
  // A draw is one message: the card, and the notification it made for the bell. A draw elsewhere
  // (another tab, a stream's queue) changes which designs a project's page marks as held.
  on('collectibleCollected', ({ status, card, requestId, notification }) => {
    if (card) putCollectedCard({ dispatch, getState }, card, requestId);
    if (notification) onNotification({ notification, requestId });
    invalidate('Fairness', 'Collected');
    if (status === 'error') toast.error('Collection Failed', 'Failed to collect card');
  });
  // A creator's rule granted draws: its feed and its figures follow.
  on('drawsGranted', ({ grant }) => putGrant({ dispatch }, grant));
  // A play of the user's card, or in their project's queue, moved on: its panel and the queue follow live.
  on('playChanged', ({ play }) => putPlay({ dispatch }, play));
  on('notificationPreferencesChanged', (changed) => putNotificationPreferences({ dispatch }, changed));
  // A craft in another tab or device: the cards it spent are gone, and its essence and sets moved.
  on('craftMade', () => invalidate(...CRAFTED_TAGS));
  // A card given away in another tab, or given to this account: the collection on both sides follows.
  on('cardTransferred', () => invalidate(...TRANSFERRED_TAGS));
  // Listings the market closed (the account changed, the collection draws for donations): the cards' panels follow.
  on('listingsWithdrawn', () => invalidate(...LISTED_TAGS));
  // Seen in another tab or device: no longer 'NEW!' here either.
  on('cardsSeen', (seen) => putSeenCards({ dispatch, getState }, seen));
  on('accountChanged', (change) => {
    invalidate('User');
    toast.success(accountChangeToast(change));
  });
  // A user made admin gains the panel at once (their session is read again); admins' lists follow.
  on('userAdminStatusChanged', ({ status, error }) => {
    invalidate('User');
    if (status === 'error') toast.error('Admin Status Change Failed', error);
  });
  socket.on('userDeleted', ({ status }) => {
    invalidate('User');
    if (status === 'error') toast.error('User Deletion Failed');
  });
  socket.on('eventRefused', ({ message }) => toast.error('Observer Mode', message));
  // Not kept: the overlay's state is asked for again when the page opens.
  socket.on('overlayPresence', (presence) => putOverlayPresence({ dispatch }, presence));
  // The event carries the whole user: the header and settings change without a refetch.
  on('profileUpdated', ({ user }) => dispatch(replaceSessionUser(user)));
  const ping = setInterval(() => socket.connected && socket.emit('ping'), SOCKET_PING_INTERVAL_MS);
  return () => {
    clearInterval(ping);
    clearTimeout(replayWait);
    preferences.unsubscribe();
  };
}
