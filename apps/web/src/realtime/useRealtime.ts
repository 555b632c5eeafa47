import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_PING_INTERVAL_MS } from '@arcana/shared';
import type { ClientToServerEvents, ServerToClientEvents, TNotification } from '@arcana/shared/schemas';
import { api } from '../api/api';
import { replaceSessionUser } from '../api/session.api';
import { loggedOut } from '../app/session.slice';
import { useAppDispatch, useAppSelector, type AppDispatch } from '../app/store';
import { toast } from '../components/toast';
import { accountChangeToast } from './account-change-toast';
import { createNotificationDedupe, socketOptions } from './realtime-policy';

type ArcanaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function showBrowserNotification(notification: TNotification) {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
    new Notification(notification.title, { body: notification.message });
  }
}

/** Wires one socket's events to the cache and the session; returns what stops it. */
function listen(socket: ArcanaSocket, dispatch: AppDispatch): () => void {
  const dedupe = createNotificationDedupe();
  const invalidate = (...tags: Parameters<typeof api.util.invalidateTags>[0]) => dispatch(api.util.invalidateTags(tags));
  const onNotification = ({ notification }: { notification: TNotification }) => {
    if (dedupe.isDuplicate(notification.id)) return;
    invalidate('Notifications', 'UnreadCount');
    toast.info(notification.title, notification.message);
    showBrowserNotification(notification);
  };

  let greeted = false;
  socket.on('connected', () => {
    // Events sent while the socket was away are lost: after a reconnect, refetch what they would have changed.
    if (greeted) invalidate('Notifications', 'UnreadCount', 'Collectibles', 'User');
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
  // The event carries the whole user: the header and settings change without a refetch.
  socket.on('profileUpdated', ({ user }) => dispatch(replaceSessionUser(user)));
  socket.on('auth_error', ({ requiresReauth }) => {
    if (!requiresReauth) return;
    socket.close();
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  });
  const ping = setInterval(() => socket.connected && socket.emit('ping'), SOCKET_PING_INTERVAL_MS);
  return () => {
    clearInterval(ping);
    socket.close();
  };
}

/**
 * The realtime channel while logged in (spec part 1 §4): events refresh the cached data they concern
 * instead of keeping a second copy; auth_error ends the session; logout closes the socket.
 */
export function useRealtime() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);

  useEffect(() => {
    if (!token) return;
    let stop = () => {};
    let cancelled = false;
    // The client library loads with the first signed-in page, not with the landing page.
    void import('socket.io-client').then(({ io }) => {
      if (!cancelled) stop = listen(io(socketOptions(token)), dispatch);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [dispatch, token]);
}
