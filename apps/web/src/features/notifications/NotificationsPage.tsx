import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { TNotification } from '@arcana/shared/schemas';
import { useNavigate } from 'react-router';
import { extractErrorText } from '../../api/error-text';
import {
  useDeleteAllNotificationsMutation,
  useMarkAllReadMutation,
  useMarkReadMutation,
  useNotificationPagesInfiniteQuery,
  useUnreadCountQuery,
} from './notifications.api';
import { usePageTitle } from '../../components/usePageTitle';
import { groupRuns } from './notification-runs';
import { NotificationItem, NotificationRun } from './NotificationItem';
import itemClasses from './NotificationItem.module.css';
import { toast } from '../../components/toast';

export default function NotificationsPage() {
  usePageTitle('Notifications');
  const navigate = useNavigate();
  // Every notification: the newest 50 first, then 50 more at a time with 'Load more'.
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotificationPagesInfiniteQuery();
  const { data: unread } = useUnreadCountQuery();
  const [markRead] = useMarkReadMutation();
  const [markAllRead, markingAll] = useMarkAllReadMutation();
  const [deleteAll, deleting] = useDeleteAllNotificationsMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const list = data?.pages.flatMap((page) => page.notifications) ?? [];

  /** Marks them read and goes where the newest points (a run of cards: the inventory). */
  function open(opened: TNotification[]) {
    for (const n of opened) if (!n.read) void markRead({ notificationId: n.id });
    const to = opened[0]?.redirectUrl;
    if (to) void navigate(to);
  }

  async function onDeleteAll() {
    try {
      await deleteAll().unwrap();
      setConfirmOpen(false);
    } catch (failure) {
      toast.error('Delete Failed', extractErrorText(failure));
    }
  }

  return (
    <Stack maw={760} mx="auto" p="xl">
      <Group justify="space-between">
        <Title order={1}>Notifications</Title>
        <Group>
          <Button variant="light" onClick={() => void markAllRead()} loading={markingAll.isLoading} disabled={!unread?.unreadCount}>
            Mark all as read
          </Button>
          <Button variant="default" color="red" onClick={() => setConfirmOpen(true)} disabled={list.length === 0}>
            Delete all
          </Button>
        </Group>
      </Group>
      {isLoading && <Loader aria-label="Loading notifications" />}
      {!isLoading && list.length === 0 && <Text c="dimmed">No notifications yet</Text>}
      {list.length > 0 && (
        <ul className={itemClasses.list} aria-label="Notifications">
          {groupRuns(list).map((entry) =>
            entry.kind === 'run' ? (
              <NotificationRun key={entry.notifications[0]!.id} notifications={entry.notifications} onOpen={open} />
            ) : (
              <NotificationItem key={entry.notification.id} notification={entry.notification} onOpen={(n) => open([n])} />
            ),
          )}
        </ul>
      )}
      {hasNextPage && (
        <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} mx="auto">
          Load more
        </Button>
      )}
      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title="Delete all notifications?">
        <Text mb="md">This removes every notification. It cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={deleting.isLoading} onClick={() => void onDeleteAll()}>
            Delete all
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
