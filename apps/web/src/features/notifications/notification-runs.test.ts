import { describe, expect, it } from 'vitest';
import type { TNotification } from '@arcana/shared/schemas';
import { groupRuns } from './notification-runs';

const n = (id: string, type: TNotification['type']): TNotification => ({
  id,
  type,
  title: id,
  message: '',
  read: false,
  createdAt: '2026-11-26T00:00:00.000Z',
  redirectUrl: null,
  count: 1,
  card: null,
});

describe('runs of notifications', () => {
  it('gather three or more card notifications in a row into one entry, and leave the rest as they came', () => {
    const list = [
      n('c1', 'collectible_received'),
      n('c2', 'collectible_received'),
      n('c3', 'collectible_received'),
      n('w', 'wallet_linked'),
    ];
    list.push(n('c4', 'collectible_received'), n('c5', 'collectible_received'), n('s', 'system'));
    const shape = groupRuns(list).map((entry) => (entry.kind === 'run' ? entry.notifications.map((x) => x.id) : entry.notification.id));
    expect(shape).toEqual([['c1', 'c2', 'c3'], 'w', 'c4', 'c5', 's']);
  });

  it('close a run at the end of the list too', () => {
    const list = ['a', 'b', 'c', 'd'].map((id) => n(id, 'collectible_received'));
    expect(groupRuns(list)).toEqual([{ kind: 'run', notifications: list }]);
    expect(groupRuns([])).toEqual([]);
  });
});
