import { useEffect, useState } from 'react';
import { Tooltip } from '@mantine/core';
import { absoluteTime, relativeTime } from './relative-time';
import classes from './NotificationTime.module.css';

/** The clock the relative times count from, moved on every half minute so '1 min ago' does not stay. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * When a notification came, relative ('5 min ago') and on one line; the full moment on hover, and on
 * focus where `focusable` (a list whose entries are not themselves the focus, as the bell's are).
 */
export function NotificationTime({ iso, focusable = false }: { iso: string; focusable?: boolean }) {
  const now = useNow();
  const full = absoluteTime(iso);
  const time = (
    <time dateTime={iso} title={focusable ? undefined : full} className={classes.time} tabIndex={focusable ? 0 : undefined}>
      {relativeTime(iso, now)}
    </time>
  );
  if (!focusable) return time;
  return (
    <Tooltip label={full} events={{ hover: true, focus: true, touch: true }}>
      {time}
    </Tooltip>
  );
}
