import { NOTIFICATION_PATHS, NOTIFICATIONS_PAGE_LIMIT } from '@arcana/shared';
import type { TBulkNotificationResponse, TMarkReadResponse, TNotification, TNotificationList } from '@arcana/shared/schemas';
import type { AppStore } from '../../state/store';
import { api } from '../../api/api';
import { refetchWhatIsInFlight } from '../../api/in-flight';
import { toast } from '../../components/toast';

/** Marks one notification of a cached list read, counting it off that list's unread count. */
function markReadIn(list: TNotificationList, notificationId: string) {
  const item = list.notifications.find((n) => n.id === notificationId);
  if (item && !item.read) {
    item.read = true;
    list.unreadCount = Math.max(0, list.unreadCount - 1);
  }
}

/**
 * A cached list with a new notification first; a list of a fixed length lets its oldest go. A burst's
 * notification told again (counted anew) replaces its earlier self and comes first, still one unread.
 */
function putFirstIn(list: TNotificationList, notification: TNotification, limit?: number) {
  const earlier = list.notifications.findIndex((n) => n.id === notification.id);
  if (earlier >= 0 && list.notifications[earlier]!.count >= notification.count) return;
  if (earlier >= 0) list.notifications.splice(earlier, 1);
  list.notifications.unshift(notification);
  if (!notification.read && earlier < 0 && !notification.joined) list.unreadCount += 1;
  if (limit !== undefined && list.notifications.length > limit) {
    list.notifications.length = limit;
    list.nextCursor = list.notifications[limit - 1]!.id;
  }
}

const listUrl = (limit: number, cursor?: string | null) =>
  `${NOTIFICATION_PATHS.list}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/**
 * Notifications (docs/product-rules.md "Notifications"): the bell's list of 10, the page's list of every
 * notification in pages of 50 (each page names the cursor of the next), the unread count, optimistic
 * reads with rollback.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<TNotificationList, number>({
      query: (limit) => listUrl(limit),
      providesTags: ['Notifications'],
    }),
    /** A refetch (after an invalidation) reloads every page loaded so far, from the newest. */
    notificationPages: build.infiniteQuery<TNotificationList, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.nextCursor },
      query: ({ pageParam }) => listUrl(NOTIFICATIONS_PAGE_LIMIT, pageParam),
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
        const patches = notificationsApi.util
          .selectInvalidatedBy(getState(), ['Notifications'])
          .map(({ endpointName, originalArgs }) =>
            dispatch(
              endpointName === 'notificationPages'
                ? notificationsApi.util.updateQueryData('notificationPages', undefined, (draft) =>
                    draft.pages.forEach((page) => markReadIn(page, notificationId)),
                  )
                : notificationsApi.util.updateQueryData('notifications', originalArgs as number, (draft) =>
                    markReadIn(draft, notificationId),
                  ),
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

/**
 * A notification the realtime link announced, put into the bell's count and every cached list in
 * place: a new notification costs no request.
 */
export function putNotification({ dispatch, getState }: Pick<AppStore, 'dispatch' | 'getState'>, notification: TNotification) {
  for (const { endpointName, originalArgs } of notificationsApi.util.selectInvalidatedBy(getState(), ['Notifications'])) {
    if (endpointName === 'notificationPages')
      dispatch(
        notificationsApi.util.updateQueryData('notificationPages', undefined, (draft) => {
          const first = draft.pages[0];
          if (first) putFirstIn(first, notification);
        }),
      );
    else {
      const limit = originalArgs as number;
      dispatch(notificationsApi.util.updateQueryData('notifications', limit, (draft) => putFirstIn(draft, notification, limit)));
    }
  }
  // A fact that joined an unread notification (a burst) is counted in it already.
  if (!notification.read && !notification.joined)
    dispatch(notificationsApi.util.updateQueryData('unreadCount', undefined, (draft) => void (draft.unreadCount += 1)));
  refetchWhatIsInFlight({ dispatch, getState }, ['notifications', 'notificationPages', 'unreadCount'], ['Notifications', 'UnreadCount']);
}

export const {
  useNotificationsQuery,
  useNotificationPagesInfiniteQuery,
  useUnreadCountQuery,
  useMarkReadMutation,
  useMarkAllReadMutation,
  useDeleteAllNotificationsMutation,
} = notificationsApi;
