import { ActionIcon, Anchor, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATIONS_DROPDOWN_LIMIT, NOTIFICATIONS_DROPDOWN_SHOWN, UNREAD_BADGE_MAX } from '@arcana/shared';
import type { TNotification } from '@arcana/shared/schemas';
import { useMarkReadMutation, useNotificationsQuery, useUnreadCountQuery } from '../../api/notifications.api';

export const badgeText = (count: number) => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));

/** The header bell: unread badge, and a dropdown of the two newest that marks them read on hover or close. */
export function NotificationBell() {
  const navigate = useNavigate();
  const { data: unread } = useUnreadCountQuery();
  const { data } = useNotificationsQuery(NOTIFICATIONS_DROPDOWN_LIMIT);
  const [markRead] = useMarkReadMutation();
  const shown = data?.notifications.slice(0, NOTIFICATIONS_DROPDOWN_SHOWN) ?? [];
  const count = unread?.unreadCount ?? 0;
  const readIfUnread = (n: TNotification) => !n.read && void markRead({ notificationId: n.id });

  return (
    <Popover position="bottom-end" width={320} onClose={() => shown.forEach(readIfUnread)}>
      <Popover.Target>
        <Indicator label={badgeText(count)} disabled={count === 0} size={18} color="red" data-testid="unread-badge">
          <ActionIcon variant="subtle" size="lg" aria-label={unread ? `Notifications, ${count} unread` : 'Notifications'}>
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth={2}>
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
              <path d="M10 21a2 2 0 0 0 4 0" />
            </svg>
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {shown.length === 0 && <Text c="dimmed">No notifications yet</Text>}
          {shown.map((n) => (
            <UnstyledButton
              key={n.id}
              onMouseEnter={() => readIfUnread(n)}
              onClick={() => {
                readIfUnread(n);
                if (n.redirectUrl) void navigate(n.redirectUrl);
              }}
            >
              <Text fw={n.read ? 400 : 700} size="sm">
                {n.title}
              </Text>
              <Text c="dimmed" size="xs">
                {n.message}
              </Text>
            </UnstyledButton>
          ))}
          <Anchor component={Link} to="/notifications" size="sm">
            View all notifications
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
