import { NOTIFICATION_PATHS } from '@arcana/shared';
import type { TBulkNotificationResponse, TMarkReadResponse, TNotificationList } from '@arcana/shared/schemas';
import { api } from './api';
import { toast } from '../components/toast';

/** Notifications (spec part 1 §7): list variants 10 and 50, unread count, optimistic reads with rollback. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<TNotificationList, number>({
      query: (limit) => `${NOTIFICATION_PATHS.list}?limit=${limit}`,
      providesTags: ['Notifications'],
    }),
    unreadCount: build.query<{ unreadCount: number }, void>({ query: () => NOTIFICATION_PATHS.unreadCount, providesTags: ['UnreadCount'] }),
    markRead: build.mutation<TMarkReadResponse, { notificationId: string }>({
      query: ({ notificationId }) => ({
        url: NOTIFICATION_PATHS.markRead.replace(':id', notificationId),
        method: 'PATCH',
        body: { requestId: crypto.randomUUID() },
      }),
      async onQueryStarted({ notificationId }, { dispatch, queryFulfilled, getState }) {
        const patches = notificationsApi.util.selectInvalidatedBy(getState(), ['Notifications']).map(({ originalArgs }) =>
          dispatch(
            notificationsApi.util.updateQueryData('notifications', originalArgs as number, (draft) => {
              const item = draft.notifications.find((n) => n.id === notificationId);
              if (item && !item.read) {
                item.read = true;
                draft.unreadCount = Math.max(0, draft.unreadCount - 1);
              }
            }),
          ),
        );
        const countPatch = dispatch(
          notificationsApi.util.updateQueryData(
            'unreadCount',
            undefined,
            (draft) => void (draft.unreadCount = Math.max(0, draft.unreadCount - 1)),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
          countPatch.undo();
          toast.error('Failed to mark as read', 'Please try again');
        }
      },
    }),
    markAllRead: build.mutation<TBulkNotificationResponse, void>({
      query: () => ({ url: NOTIFICATION_PATHS.markAllRead, method: 'PATCH', body: { requestId: crypto.randomUUID() } }),
      invalidatesTags: ['Notifications', 'UnreadCount'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        await queryFulfilled.catch(() => toast.error('Failed to mark all as read', 'Please try again'));
      },
    }),
    deleteAllNotifications: build.mutation<TBulkNotificationResponse, void>({
      query: () => ({ url: NOTIFICATION_PATHS.deleteAll, method: 'DELETE', body: { requestId: crypto.randomUUID() } }),
      invalidatesTags: ['Notifications', 'UnreadCount'],
    }),
  }),
});

export const {
  useNotificationsQuery,
  useUnreadCountQuery,
  useMarkReadMutation,
  useMarkAllReadMutation,
  useDeleteAllNotificationsMutation,
} = notificationsApi;
