import { useState } from 'react';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TNotification } from '@arcana/shared/schemas';
import { NotificationIcon } from './NotificationIcon';
import { NotificationTime } from './NotificationTime';
import classes from './NotificationItem.module.css';

interface ItemProps {
  notification: TNotification;
  /** Opens it: marks it read and goes where it points. */
  onOpen: (notification: TNotification) => void;
}

/**
 * One notification of the page: its picture (the card's art, or its type's mark), title, message and
 * when, relative (the full moment on hover and focus). Unread ones say so beyond their weight: a bar in
 * the accent, a dot, and the word for a screen reader.
 */
export function NotificationItem({ notification: n, onOpen }: ItemProps) {
  return (
    <li className={classes.item} data-read={n.read || undefined}>
      <NotificationIcon type={n.type} card={n.card} />
      <UnstyledButton className={classes.body} onClick={() => onOpen(n)}>
        <span className={classes.title}>
          {!n.read && <span className={classes.dot} aria-hidden />}
          {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {n.title}
        </span>
        <Text size="sm" c="dark.1" component="span" className={classes.message}>
          {n.message}
        </Text>
      </UnstyledButton>
      <NotificationTime iso={n.createdAt} focusable />
    </li>
  );
}

/** What a run holds, by the names of its newest cards ('Moss Toad, Scout Hawk and 10 more'). */
function runSummary(run: TNotification[]): string {
  const names = run.flatMap((n) => (n.card ? [n.card.name] : []));
  if (names.length < 2) return `The newest: ${run[0]!.message}`;
  const rest = run.length - 2;
  return rest > 0 ? `${names[0]}, ${names[1]} and ${rest} more` : `${names[0]} and ${names[1]}`;
}

/**
 * A streak of card notifications as one entry ("12 cards collected"), with the first cards' art;
 * 'Show all' lists them one by one. Opening it marks the whole run read and opens the inventory.
 */
export function NotificationRun({ notifications, onOpen }: { notifications: TNotification[]; onOpen: (run: TNotification[]) => void }) {
  const [expanded, setExpanded] = useState(false);
  const newest = notifications[0]!;
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <li className={classes.run} data-read={unread === 0 || undefined}>
      <div className={classes.item} data-read={unread === 0 || undefined}>
        <span className={classes.stack} aria-hidden>
          {notifications.slice(0, 3).map((n) => (
            <NotificationIcon key={n.id} type={n.type} card={n.card} size={32} />
          ))}
        </span>
        <UnstyledButton className={classes.body} onClick={() => onOpen(notifications)}>
          <span className={classes.title}>
            {unread > 0 && <span className={classes.dot} aria-hidden />}
            {unread > 0 && <VisuallyHidden>{unread} unread: </VisuallyHidden>}
            {notifications.length} cards collected
          </span>
          <Text size="sm" c="dark.1" component="span" className={classes.message}>
            {runSummary(notifications)}
          </Text>
        </UnstyledButton>
        <NotificationTime iso={newest.createdAt} focusable />
      </div>
      <UnstyledButton className={classes.expand} aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? 'Show fewer' : `Show all ${notifications.length}`}
      </UnstyledButton>
      {expanded && (
        <ul className={classes.list}>
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={(one) => onOpen([one])} />
          ))}
        </ul>
      )}
    </li>
  );
}
