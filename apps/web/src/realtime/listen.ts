import type { Socket } from 'socket.io-client';
import { SOCKET_PING_INTERVAL_MS } from '@arcana/shared';
import type { ClientToServerEvents, ServerToClientEvents, TNotification } from '@arcana/shared/schemas';
import { api } from '../api/api';
import { replaceSessionUser } from '../api/session.api';
import { announcedActions, isAwaitingEcho } from '../state/announced.slice';
import type { AppStore } from '../state/store';
import { toast } from '../components/toast';
import { accountChangeToast } from './account-change-toast';
import { createNotificationDedupe } from './realtime-policy';

export type ArcanaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function showBrowserNotification(notification: TNotification) {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
    new Notification(notification.title, { body: notification.message });
  }
}

/** Wires one socket's events to the cache and the toasts; returns what stops the pings. */
export function listen(socket: ArcanaSocket, { dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>): () => void {
  const dedupe = createNotificationDedupe();
  const invalidate = (...tags: Parameters<typeof api.util.invalidateTags>[0]) => dispatch(api.util.invalidateTags(tags));
  const onNotification = ({ notification }: { notification: TNotification }) => {
    if (dedupe.isDuplicate(notification.id)) return;
    invalidate('Notifications', 'UnreadCount');
    // This tab already said it (the wallet toast, the card reveal): the bell counts it, no second toast.
    if (isAwaitingEcho(getState(), notification.type)) {
      dispatch(announcedActions.echoed(notification.type));
      return;
    }
    toast.info(notification.title, notification.message);
    showBrowserNotification(notification);
  };

  let greeted = false;
  socket.on('connected', () => {
    // Events sent while the socket was away are lost: after a reconnect, refetch what they would have changed.
    if (greeted) {
      invalidate('Notifications', 'UnreadCount', 'Collectibles', 'User');
      dispatch(announcedActions.echoesLost());
    }
    greeted = true;
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission().catch(() => undefined);
  });
  socket.on('notification', onNotification);
  socket.on('notificationCreated', onNotification);
  socket.on('notificationRead', () => invalidate('Notifications', 'UnreadCount'));
  socket.on('allNotificationsRead', () => invalidate('Notifications', 'UnreadCount'));
  socket.on('collectibleCollected', ({ status }) => {
    invalidate('Collectibles');
    if (status === 'error') toast.error('Collection Failed', 'Failed to collect card');
  });
  socket.on('accountChanged', (change) => {
    invalidate('User');
    toast.success(accountChangeToast(change));
  });
  // A user made admin gains the panel at once (their session is read again); admins' lists follow.
  socket.on('userAdminStatusChanged', ({ status, error }) => {
    invalidate('User');
    if (status === 'error') toast.error('Admin Status Change Failed', error);
  });
  socket.on('userDeleted', ({ status }) => {
    invalidate('User');
    if (status === 'error') toast.error('User Deletion Failed');
  });
  socket.on('eventRefused', ({ message }) => toast.error('Observer Mode', message));
  // The event carries the whole user: the header and settings change without a refetch.
  socket.on('profileUpdated', ({ user }) => dispatch(replaceSessionUser(user)));
  const ping = setInterval(() => socket.connected && socket.emit('ping'), SOCKET_PING_INTERVAL_MS);
  return () => clearInterval(ping);
}
