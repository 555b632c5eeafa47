import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATIONS_DROPDOWN_LIMIT, NOTIFICATIONS_DROPDOWN_SHOWN } from '@arcana/shared';
import type { TNotification } from '@arcana/shared/schemas';
import { useMarkReadMutation, useNotificationsQuery, useUnreadCountQuery } from '../../features/notifications/notifications.api';
import { badgeText } from './badge-text';
import { NotificationIcon, NotificationTime } from '../../features/notifications';
import classes from './NotificationBell.module.css';

/**
 * The header bell: unread badge, and a menu of the two newest that marks them read on hover or close.
 * A menu button: Enter, Space or ArrowDown opens it with the focus on the first entry, the arrows
 * move between entries, Escape closes it and gives the focus back to the bell.
 */
export default function NotificationBell() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { data: unread } = useUnreadCountQuery();
  const { data } = useNotificationsQuery(NOTIFICATIONS_DROPDOWN_LIMIT);
  const [markRead] = useMarkReadMutation();
  const shown = data?.notifications.slice(0, NOTIFICATIONS_DROPDOWN_SHOWN) ?? [];
  const count = unread?.unreadCount ?? 0;
  const readIfUnread = (n: TNotification) => !n.read && void markRead({ notificationId: n.id });

  function openWithArrow(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' || opened) return;
    event.preventDefault();
    setOpened(true);
  }

  return (
    <Menu opened={opened} onChange={setOpened} onClose={() => shown.forEach(readIfUnread)} position="bottom-end" width={320}>
      <Indicator
        label={badgeText(count)}
        disabled={count === 0}
        size={18}
        color="red"
        data-testid="unread-badge"
        // The count is in the bell's name; the badge is only its picture.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={count > 0 ? `Notifications, ${badgeText(count)} unread` : 'Notifications'}
            onKeyDown={openWithArrow}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth={2}>
              <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
              <path d="M10 21a2 2 0 0 0 4 0" />
            </svg>
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        {shown.length === 0 && <Menu.Label>No notifications yet</Menu.Label>}
        {shown.map((n) => (
          <Menu.Item
            key={n.id}
            onMouseEnter={() => readIfUnread(n)}
            onClick={() => {
              readIfUnread(n);
              if (n.redirectUrl) void navigate(n.redirectUrl);
            }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <NotificationIcon type={n.type} card={n.card} size={32} />
              <div className={classes.words}>
                <Group gap={6} wrap="nowrap" justify="space-between" align="baseline">
                  <Text fw={n.read ? 400 : 700} size="sm" className={classes.title}>
                    {!n.read && <span className={classes.dot} aria-hidden />}
                    {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                    {n.title}
                  </Text>
                  <NotificationTime iso={n.createdAt} />
                </Group>
                {/* Lighter than 'dimmed': it stays readable on the highlighted entry. */}
                <Text c="dark.1" size="xs">
                  {n.message}
                </Text>
              </div>
            </Group>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/notifications" c="arcane.2">
          View all notifications
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
