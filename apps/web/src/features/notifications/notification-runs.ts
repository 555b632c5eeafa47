import type { TNotification } from '@arcana/shared/schemas';

/** A run shorter than this stays as single notifications: two cards read well one by one. */
export const RUN_MIN = 3;

export type NotificationEntry = { kind: 'one'; notification: TNotification } | { kind: 'run'; notifications: TNotification[] };

/**
 * The list as it is read: a run of card notifications one after another (a streak of collects) is one
 * entry, "12 cards collected"; everything else stays as it came, newest first.
 */
export function groupRuns(list: readonly TNotification[]): NotificationEntry[] {
  const entries: NotificationEntry[] = [];
  let run: TNotification[] = [];
  const close = () => {
    if (run.length >= RUN_MIN) entries.push({ kind: 'run', notifications: run });
    else entries.push(...run.map((notification) => ({ kind: 'one' as const, notification })));
    run = [];
  };
  for (const notification of list) {
    if (notification.type === 'collectible_received') {
      run.push(notification);
      continue;
    }
    close();
    entries.push({ kind: 'one', notification });
  }
  close();
  return entries;
}
