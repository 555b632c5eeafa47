import { useState } from 'react';
import { Button, Group, Loader, Modal, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
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
      {list.map((n) => (
        <Paper key={n.id} withBorder p="md" radius="md" data-read={n.read}>
          <UnstyledButton
            w="100%"
            onClick={() => {
              if (!n.read) void markRead({ notificationId: n.id });
              if (n.redirectUrl) void navigate(n.redirectUrl);
            }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={n.read ? 400 : 700}>{n.title}</Text>
              <Text size="xs" c="dimmed">
                {new Date(n.createdAt).toLocaleString()}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {n.message}
            </Text>
          </UnstyledButton>
        </Paper>
      ))}
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
